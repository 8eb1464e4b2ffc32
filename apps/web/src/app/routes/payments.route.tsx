import { useTranslation } from 'react-i18next';
import { NotAvailablePanel } from '../../components/ui/not-available-panel';

/**
 * Payments of a member or guardian: still to be built. It is part of the members' private area,
 * so a club without that feature never gets here (the router's feature gate says so instead).
 */
export default function PaymentsRoute() {
  const { t } = useTranslation('common');
  return <NotAvailablePanel title={t('titles.payments')} />;
}
