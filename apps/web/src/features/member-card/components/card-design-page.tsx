import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useProfile } from '../../../lib/queries/profile';
import { useCardDesign } from '../api/get-card-design';
import { isFeatureDisabled } from '../lib/card-retry';
import { CardDesignForm } from './card-design-form';

/** Administration → Card design: the club's own member card (feature custom_card_templates). */
export function CardDesignPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('card');
  const design = useCardDesign(clubHash);
  const club = useProfile().data?.clubs.find((entry) => entry.hash === clubHash);

  const body = () => {
    if (isFeatureDisabled(design.error)) {
      return (
        <Notice tone="info" data-testid="card-design-off">
          {t('design.featureOff')}
        </Notice>
      );
    }
    if (design.isError) {
      return (
        <LoadError
          message={t('design.loadError')}
          retryLabel={t('page.retry')}
          onRetry={() => void design.refetch()}
          testId="card-design-error"
        />
      );
    }
    if (!design.data) return <PlaceholderRows />;
    return <CardDesignForm clubHash={clubHash} club={{ name: club?.name ?? '', logo: club?.image ?? null }} saved={design.data} />;
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('design.title')}</Title>
        <Text c="dimmed">{t('design.intro')}</Text>
      </Stack>
      {body()}
    </Stack>
  );
}
