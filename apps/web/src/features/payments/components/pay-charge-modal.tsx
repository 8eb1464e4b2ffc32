import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MyCharge } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { useAppConfig } from '../../../lib/app-config';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { usePayCharge } from '../api/payments';

interface PayChargeModalProps {
  clubHash: string;
  charge: MyCharge | null;
  onClose: () => void;
  /** Where a card checkout goes (the browser leaves for the provider's page). */
  goTo?: (url: string) => void;
}

/** Confirms paying a charge: the test provider pays at once (demo); a card checkout opens the provider's page. */
export function PayChargeModal({ clubHash, charge, onClose, goTo = (url) => window.location.assign(url) }: PayChargeModalProps) {
  const { t, i18n } = useTranslation('payments');
  const demo = useAppConfig().data?.demo ?? false;
  const pay = usePayCharge(clubHash);
  const amount = charge ? formatMoney(charge.amount, i18n.language) : '';
  const confirm = async () => {
    if (!charge) return;
    try {
      const result = await pay.mutateAsync(charge.hash);
      if (result.checkoutUrl) {
        goTo(result.checkoutUrl);
        return;
      }
      notify('success', t('pay.done'));
      onClose();
    } catch {
      // The list is read again (invalidateOnError): a charge paid meanwhile shows as paid.
      notify('error', t('pay.error'));
      onClose();
    }
  };
  return (
    <Modal opened={charge !== null} onClose={onClose} title={charge ? t('pay.title', { fee: charge.feeName }) : ''} data-testid="pay-modal">
      <Stack gap="md">
        <Text fw={700}>{t('pay.amount', { amount })}</Text>
        <Notice tone="info">{demo ? t('pay.testProvider') : t('pay.card')}</Notice>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('pay.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={pay.isPending} data-autofocus data-testid="pay-confirm">
            {t('pay.confirm', { amount })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
