import type { ManagedOrder } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
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
    <ConfirmModal
      opened={order !== null}
      title={t('orders.refundTitle')}
      message={t('orders.refundConfirm', {
        number: order?.purchaseIdentifier ?? '',
        amount: formatMoney(order?.amount ?? 0, i18n.language),
        name: order?.paidBy.name ?? '',
      })}
      confirmLabel={t('orders.refund')}
      loading={refund.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="refund"
    />
  );
}
