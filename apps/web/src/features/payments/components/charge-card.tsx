import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { MyCharge } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { downloadReceipt } from '../api/payments';
import { CHARGE_STATE_COLOURS, readableDay, readableInstantDay, returnReasonText } from '../lib/charge-words';

interface ChargeCardProps {
  clubHash: string;
  charge: MyCharge;
  onPay: (charge: MyCharge) => void;
}

/** One charge: what, how much, its state in words and its dates; a pay button while payable, the receipt once paid. */
export function ChargeCard({ clubHash, charge, onPay }: ChargeCardProps) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const [downloading, setDownloading] = useState(false);
  const amount = formatMoney(charge.amount, locale);
  const receipt = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(clubHash, charge.hash);
    } catch {
      notify('error', t('charge.receiptError'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li>
      <Card withBorder radius="md" padding="sm" data-testid="charge">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {charge.feeName}
              </Text>
              {charge.instalments > 1 && (
                <Text size="sm" c="dimmed">
                  {t('charge.instalment', { n: charge.instalment, of: charge.instalments })}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700} data-testid="charge-amount">
                {amount}
              </Text>
              <Badge variant="light" color={CHARGE_STATE_COLOURS[charge.state]} data-testid="charge-state">
                {t(`states.${charge.state}`)}
              </Badge>
            </Stack>
          </Group>
          <ChargeDetails charge={charge} locale={locale} />
          {(charge.payable || charge.hasReceipt) && (
            <Group gap="sm" mt={4}>
              {charge.payable && (
                <Button
                  size="sm"
                  onClick={() => onPay(charge)}
                  aria-label={t('charge.payLabel', { fee: charge.feeName, amount })}
                  data-testid="charge-pay"
                >
                  {t('charge.pay')}
                </Button>
              )}
              {charge.hasReceipt && (
                <Button
                  size="sm"
                  variant="light"
                  loading={downloading}
                  onClick={() => void receipt()}
                  aria-label={t('charge.receiptLabel', { fee: charge.feeName })}
                  data-testid="charge-receipt"
                >
                  {t('charge.receipt')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>
    </li>
  );
}

/** The dates and reasons that explain the state. */
function ChargeDetails({ charge, locale }: { charge: MyCharge; locale: string }) {
  const { t } = useTranslation('payments');
  const lines: string[] = [];
  if (charge.paidAt && charge.paidMethod) {
    lines.push(t('charge.paidOn', { date: readableInstantDay(charge.paidAt, locale), method: t(`methods.${charge.paidMethod}`) }));
  } else {
    lines.push(t('charge.dueOn', { date: readableDay(charge.dueOn, locale) }));
  }
  if (charge.refundableUntil) lines.push(t('charge.refundableUntil', { date: readableInstantDay(charge.refundableUntil, locale) }));
  if (charge.returnReason && ['returned', 'refunded_by_debtor'].includes(charge.state)) {
    lines.push(t('charge.returnReason', { reason: returnReasonText(t, charge.returnReason) }));
  }
  if (charge.returnFee > 0) lines.push(t('charge.returnFee', { amount: formatMoney(charge.returnFee, locale) }));
  if (charge.refundedAmount > 0) lines.push(t('charge.refunded', { amount: formatMoney(charge.refundedAmount, locale) }));
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed" data-testid="charge-detail">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
