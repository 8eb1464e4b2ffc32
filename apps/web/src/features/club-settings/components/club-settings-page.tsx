import { Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useClubSettings } from '../api/get-club-settings';
import { useDirtySections } from '../hooks/use-dirty-sections';
import { AddressSection } from './address-section';
import { ClubFeaturesPanel } from './club-features-panel';
import { GeneralSection } from './general-section';
import { LanguageSection } from './language-section';
import { LogoSection } from './logo-section';
import { PolicySection } from './policy-section';
import { SeasonSection } from './season-section';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { LoadError } from '../../../components/ui/load-error';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

interface ClubSettingsPageProps {
  clubHash: string;
  /** Platform admins (not while impersonating) also switch the club's features here. */
  canSwitchFeatures: boolean;
}

/**
 * Administration → Settings: one card per subject, each saved on its own. Leaving with unsaved
 * changes in any of them asks first.
 */
export function ClubSettingsPage({ clubHash, canSwitchFeatures }: ClubSettingsPageProps) {
  const { t } = useTranslation('settings');
  const query = useClubSettings(clubHash);
  const { anyDirty, reporter } = useDirtySections();
  const settings = query.data;
  const common = settings ? { clubHash, settings } : null;

  return (
    <Stack gap="lg" style={READABLE_ERRORS} data-testid="club-settings-page">
      <Stack gap="xs">
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      {query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('page.loadError')}
          retryLabel={t('page.retry')}
          onRetry={() => void query.refetch()}
          testId="club-settings-load-error"
        />
      )}
      {common && (
        <>
          <GeneralSection {...common} onDirtyChange={reporter('general')} />
          <LogoSection {...common} />
          <AddressSection {...common} onDirtyChange={reporter('address')} />
          <SeasonSection {...common} onDirtyChange={reporter('season')} />
          <LanguageSection {...common} onDirtyChange={reporter('language')} />
          <PolicySection kind="privacy" {...common} onDirtyChange={reporter('privacy')} />
          <PolicySection kind="terms" {...common} onDirtyChange={reporter('terms')} />
        </>
      )}
      {canSwitchFeatures && <ClubFeaturesPanel clubHash={clubHash} onDirtyChange={reporter('features')} />}
      <UnsavedChangesGuard when={anyDirty} />
    </Stack>
  );
}
