import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { FEATURE_CODES, type FeatureCode } from '@tribuna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useAdminClubFeatures, type AdminClubFeature } from '../api/get-admin-club-features';
import { useUpdateAdminClubFeatures } from '../api/update-admin-club-features';
import { sameValues } from '../lib/settings-form';
import { LoadError } from '../../../components/ui/load-error';

interface ClubFeaturesPanelProps {
  clubHash: string;
  /** Reports unsaved switches (the settings page warns before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

const enabledOf = (features: readonly AdminClubFeature[]) =>
  FEATURE_CODES.filter((code) => features.some((f) => f.code === code && f.enabled));

/**
 * Platform admins switch each of the club's feature codes. Saved together; the club's menus
 * and the API's feature gates follow at once.
 */
export function ClubFeaturesPanel({ clubHash, onDirtyChange }: ClubFeaturesPanelProps) {
  const { t } = useTranslation('settings');
  const query = useAdminClubFeatures(clubHash);
  const save = useUpdateAdminClubFeatures(clubHash);
  const saved = query.data ? enabledOf(query.data) : null;
  const [chosen, setChosen] = useState<FeatureCode[] | null>(null);
  const enabled = chosen ?? saved ?? [];
  const dirty = chosen !== null && saved !== null && !sameValues(chosen, saved);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const toggle = (code: FeatureCode, on: boolean) => {
    const next = new Set(enabled);
    if (on) next.add(code);
    else next.delete(code);
    // Kept in the contract's order, so comparing with the saved list is a plain comparison.
    setChosen(FEATURE_CODES.filter((c) => next.has(c)));
  };

  const submit = () => {
    save.mutate(enabled, {
      onSuccess: () => {
        setChosen(null);
        notify('success', t('features.saved'));
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="club-features-title" data-testid="club-features">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="club-features-title">
            {t('features.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('features.intro')}
          </Text>
        </Stack>
        {query.isPending && <PlaceholderRows />}
        {query.isError && <LoadError message={t('features.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <>
            {save.isError && (
              <Notice tone="danger" role="alert" data-testid="club-features-error">
                {t('features.saveError')}
              </Notice>
            )}
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {FEATURE_CODES.map((code) => (
                <li key={code}>
                  <Switch
                    checked={enabled.includes(code)}
                    onChange={(e) => toggle(code, e.currentTarget.checked)}
                    // Named by the feature alone (the label element also wraps the description).
                    label={<span id={`club-feature-${code}-name`}>{t(`features.codes.${code}.name`)}</span>}
                    aria-labelledby={`club-feature-${code}-name`}
                    description={t(`features.codes.${code}.description`)}
                    data-testid={`club-feature-${code}`}
                  />
                </li>
              ))}
            </Stack>
            <Group gap="sm">
              <Button onClick={submit} loading={save.isPending} disabled={!dirty} data-testid="club-features-save">
                {t('features.save')}
              </Button>
              {dirty && (
                <Text size="sm" c="dimmed">
                  {t('page.unsaved')}
                </Text>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
