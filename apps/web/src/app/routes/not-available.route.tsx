import { useTranslation } from 'react-i18next';
import { NotAvailablePanel } from '../../components/ui/not-available-panel';
import { useRouteTitleKey } from '../title-manager';

/** Any screen not built yet: its own title and a clear "not available yet" panel. */
export default function NotAvailableRoute() {
  const key = useRouteTitleKey();
  const { t } = useTranslation('common');
  return <NotAvailablePanel title={key ? t(key) : t('titles.comingSoon')} />;
}
