import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BatchesSection } from './batches-section';
import { CreditorsSection } from './creditors-section';
import { NewBatchSection } from './new-batch-section';
import { ReturnsSection } from './returns-section';

/**
 * Administration → Fees → Direct debits (issue 23 part 4): the club's creditor identifiers, a new
 * SEPA batch from the due charges, the batches with their file, and the bank's returns explained.
 */
export function DirectDebitsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('sepa');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <CreditorsSection clubHash={clubHash} />
      <NewBatchSection clubHash={clubHash} />
      <BatchesSection clubHash={clubHash} />
      <ReturnsSection clubHash={clubHash} />
    </Stack>
  );
}
