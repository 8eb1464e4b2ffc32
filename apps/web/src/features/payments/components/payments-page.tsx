import { Stack, Text, Title } from '@mantine/core';
import type { MyCharge, PaymentPerson } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useMyCharges, usePayers } from '../api/payments';
import { ChargeCard } from './charge-card';
import { MandatesSection } from './mandates-section';
import { PayChargeModal } from './pay-charge-modal';

interface PaymentsPageProps {
  clubHash: string;
  clubName: string;
}

/** One block per person: oneself (all one's own profiles together), then each child. */
type PersonBlock = { key: string; title: string; charges: MyCharge[] };

function blocksOf(people: PaymentPerson[], charges: MyCharge[], titleOf: (person: PaymentPerson | null) => string): PersonBlock[] {
  const own = charges.filter((charge) => charge.person.relation === 'self');
  const children = people.filter((person) => person.relation === 'child');
  const blocks: PersonBlock[] = [];
  // One's own block even when empty unless one is only here for one's children (a guardian).
  if (own.length > 0 || children.length === 0) blocks.push({ key: 'self', title: titleOf(null), charges: own });
  for (const child of children) {
    blocks.push({ key: child.hash, title: titleOf(child), charges: charges.filter((charge) => charge.person.hash === child.hash) });
  }
  return blocks;
}

/**
 * The member's and guardian's Payments page (issue 23 part 3): per person (a guardian sees a
 * block per child), the charges still due first with their pay button, then the paid ones with
 * their receipts; below, the SEPA mandates. Stacked so a 375 px phone reads it whole.
 */
export function PaymentsPage({ clubHash, clubName }: PaymentsPageProps) {
  const { t } = useTranslation('payments');
  const payers = usePayers(clubHash);
  const charges = useMyCharges(clubHash);
  const [paying, setPaying] = useState<MyCharge | null>(null);
  const people = payers.data?.['hydra:member'] ?? [];
  const list = charges.data?.['hydra:member'] ?? [];
  const titleOf = (person: PaymentPerson | null) =>
    person ? t('sections.child', { name: `${person.name} ${person.surname}`.trim() }) : t('sections.own');

  return (
    <Stack gap="xl" data-testid="payments-page">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
      </Stack>
      {charges.isPending || payers.isPending ? (
        <PlaceholderRows />
      ) : charges.isError || payers.isError ? (
        <LoadError
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={() => void Promise.all([charges.refetch(), payers.refetch()])}
          testId="payments-error"
        />
      ) : (
        blocksOf(people, list, titleOf).map((block) => (
          <PersonCharges key={block.key} id={`payments-${block.key}`} block={block} clubHash={clubHash} onPay={setPaying} />
        ))
      )}
      <MandatesSection clubHash={clubHash} clubName={clubName} people={people} />
      <PayChargeModal clubHash={clubHash} charge={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

function PersonCharges({
  id,
  block,
  clubHash,
  onPay,
}: {
  id: string;
  block: PersonBlock;
  clubHash: string;
  onPay: (charge: MyCharge) => void;
}) {
  const { t } = useTranslation('payments');
  const due = block.charges.filter((charge) => charge.due);
  const settled = block.charges.filter((charge) => !charge.due);
  const list = (charges: MyCharge[], testId: string) => (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {charges.map((charge) => (
        <ChargeCard key={charge.hash} clubHash={clubHash} charge={charge} onPay={onPay} />
      ))}
    </Stack>
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid="payments-person">
      <Title order={2} size="h3" id={id}>
        {block.title}
      </Title>
      <Title order={3} size="h5">
        {t('sections.due')}
      </Title>
      {due.length ? list(due, 'payments-due') : <Text data-testid="payments-due-empty">{t('empty.due')}</Text>}
      <Title order={3} size="h5">
        {t('sections.settled')}
      </Title>
      {settled.length ? list(settled, 'payments-settled') : <Text data-testid="payments-settled-empty">{t('empty.settled')}</Text>}
    </Stack>
  );
}
