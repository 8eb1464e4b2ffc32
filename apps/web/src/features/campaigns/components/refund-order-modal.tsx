import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ManagedOrder } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useRefundOrder } from '../api/orders';

/** Asks before refunding a paid order: how much, to whom; its units go back on sale. */
export function RefundOrderModal({ clubHash, order, onClose }: { clubHash: string; order: ManagedOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('commerce');
  const refund = useRefundOrder(clubHash);
  const confirm = () =>
    order &&
    refund.mutate(order.hash, {
      onSuccess: () => notify('success', t('orders.refunded', { number: order.purchaseIdentifier })),
      onError: (error) => {
        const reason = errorReason(error);
        notify('error', reason ? translateFieldError(t, reason) : t('errors.updateOrder'));
      },
      onSettled: onClose,
    });
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('orders.refundTitle')}>
      <Stack>
        <Text>
          {t('orders.refundConfirm', {
            number: order?.purchaseIdentifier ?? '',
            amount: formatMoney(order?.amount ?? 0, i18n.language),
            name: order?.paidBy.name ?? '',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={refund.isPending} onClick={confirm} data-testid="refund-confirm">
            {t('orders.refund')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
