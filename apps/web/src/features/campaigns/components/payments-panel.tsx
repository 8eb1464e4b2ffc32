import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { usePaymentState, useStartOnboarding } from '../api/payments';

/**
 * Card payments (Stripe Connect): whether the club's account takes charges, and the way to
 * connect it or finish Stripe's onboarding. Without a provider on the server, it says so.
 */
export function PaymentsPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('commerce');
  const state = usePaymentState(clubHash);
  const start = useStartOnboarding(clubHash);
  if (!state.isSuccess) return null;
  const { configured, connected, chargesEnabled } = state.data;
  const refusal = errorReason(start.error);
  return (
    <Paper withBorder radius="md" p="md" data-testid="payments-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('payments.title')}
          </Title>
          <Badge variant="light" color={chargesEnabled ? 'success' : 'gray'} data-testid="payments-state">
            {t(chargesEnabled ? 'payments.on' : 'payments.off')}
          </Badge>
        </Group>
        <Text size="sm">
          {!configured
            ? t('payments.notConfigured')
            : chargesEnabled
              ? t('payments.ready')
              : connected
                ? t('payments.pending')
                : t('payments.notConnected')}
        </Text>
        {refusal && (
          <Notice tone="danger" role="alert">
            {translateFieldError(t, refusal)}
          </Notice>
        )}
        {configured && !chargesEnabled && (
          <Button
            variant="outline"
            onClick={() => start.mutate()}
            loading={start.isPending}
            style={{ alignSelf: 'flex-start' }}
            data-testid="payments-connect"
          >
            {t(connected ? 'payments.continue' : 'payments.connect')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
