import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useFee, useRemindOverdue, useSendFee } from '../api/fees-api';
import { feeTone } from '../lib/badge-tones';
import { dayInWords } from '../lib/fee-format';
import { ChargesTable } from './charges-table';
import { FeeCharts } from './fee-charts';

/** One fee: its totals, the chart per state and per team, and its charges table; a draft is sent from here. */
export function FeeDetailPage({ clubHash, feeHash, onBack }: { clubHash: string; feeHash: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('fees');
  const fee = useFee(clubHash, feeHash);
  const send = useSendFee(clubHash);
  const remind = useRemindOverdue(clubHash);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  if (fee.isPending) return <PlaceholderRows />;
  if (fee.isError)
    return <LoadError message={t('errors.load')} retryLabel={t('form.retry')} onRetry={() => void fee.refetch()} testId="fee-error" />;
  const data = fee.data;
  const sendNow = () =>
    send.mutate(feeHash, {
      onSuccess: (sent) => notify('success', t('fees.sent', { count: sent.created })),
      onError: () => notify('error', t('errors.save')),
    });
  const remindAll = () =>
    remind.mutate(feeHash, {
      onSuccess: (answer) => notify('success', t('fees.remindedOverdue', { count: answer.sent })),
      onError: () => notify('error', t('errors.remind')),
    });
  return (
    <Stack gap="lg">
      <Anchor component="button" type="button" onClick={onBack}>
        {t('fees.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{data.name}</Title>
          <Group gap="xs">
            <Badge {...feeTone(data.status)}>{t(`fees.status.${data.status}`)}</Badge>
            <Text c="dimmed">
              {t('fees.summary', {
                amount: money(data.amount),
                count: data.instalments,
                date: dayInWords(data.firstDueOn, i18n.language),
                target: t(`target.kinds.${data.target.kind}`),
              })}
            </Text>
          </Group>
        </div>
        <Group gap="sm">
          {data.status === 'draft' && (
            <Button onClick={sendNow} loading={send.isPending} data-testid="fee-send">
              {t('fees.send')}
            </Button>
          )}
          {data.status === 'sent' && (
            <Button variant="outline" onClick={remindAll} loading={remind.isPending} data-testid="fee-remind-overdue">
              {t('fees.remindOverdue')}
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['charged', 'paid', 'outstanding'] as const).map((key) => (
          <Paper key={key} withBorder p="md" data-testid={`fee-total-${key}`}>
            <Text size="sm" c="dimmed">
              {t(`totals.${key}`)}
            </Text>
            <Text fw={700} size="xl">
              {money(data.totals[key].amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('totals.charges', { count: data.totals[key].count })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data.status === 'draft' ? <Text>{t('fees.draftHelp')}</Text> : <FeeCharts fee={data} />}
      {data.status !== 'draft' && <ChargesTable clubHash={clubHash} fee={data} />}
    </Stack>
  );
}
