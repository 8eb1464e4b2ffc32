import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotAvailablePanel } from '../../components/ui/not-available-panel';
import { Notice } from '../../components/ui/notice';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { useClubFeatures } from '../../lib/queries/club-features';

/**
 * Payments of a member or guardian: part of the members' private area (area_privada_socios). A
 * club without it gets that said plainly; otherwise the page is still to be built.
 */
export default function PaymentsRoute() {
  const { clubHash = '' } = useParams();
  const { t } = useTranslation('common');
  const features = useClubFeatures(clubHash);
  if (features.isPending) return <PlaceholderRows />;
  if (features.data && !features.data.some((feature) => feature.code === 'area_privada_socios')) {
    return (
      <Stack gap="xl">
        <Title order={1}>{t('titles.payments')}</Title>
        <Notice tone="info" data-testid="private-area-off">
          {t('featureOff.privateArea')}
        </Notice>
      </Stack>
    );
  }
  return <NotAvailablePanel title={t('titles.payments')} />;
}
