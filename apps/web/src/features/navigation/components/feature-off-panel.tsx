import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FeatureCode } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';

/**
 * Who is reading decides who can switch the feature on: platform admins do it in the club's
 * Administration → Settings (`switches`); those who run the club ask the platform through Support
 * (`asksPlatform`); members ask the club (`asksClub`).
 */
export type FeatureOffReader = 'switches' | 'asksPlatform' | 'asksClub';

interface FeatureOffPanelProps {
  /** Already translated page title. */
  title: string;
  clubName: string;
  feature: FeatureCode;
  reader: FeatureOffReader;
  homePath: string;
  /** Administration → Settings for an admin, Support for a manager; none for members. */
  actionPath?: string;
}

/** What the reader is told, and the button to the page where they act (none for members). */
const READER_TEXT = { switches: 'featureGate.admin', asksPlatform: 'featureGate.manager', asksClub: 'featureGate.member' } as const;
const ACTION_TEXT = { switches: 'featureGate.openSettings', asksPlatform: 'featureGate.askSupport' } as const;

/** A page of a feature the club has not switched on: says so, and who can turn it on. */
export function FeatureOffPanel({ title, clubName, feature, reader, homePath, actionPath }: FeatureOffPanelProps) {
  const { t } = useTranslation(['common', 'settings']);
  const featureName = t(`settings:features.codes.${feature}.name`);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md" data-testid="feature-off" data-feature={feature}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="brand" variant="filled">
            <Icon name="lock" size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('featureGate.heading', { club: clubName, feature: featureName })}
          </Title>
          <Text maw={560}>{t('featureGate.intro')}</Text>
          <Text c="dimmed" maw={560}>
            {t(READER_TEXT[reader])}
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            {reader !== 'asksClub' && actionPath && (
              <Button component={Link} to={actionPath}>
                {t(ACTION_TEXT[reader])}
              </Button>
            )}
            <Button component={Link} to={homePath} variant="outline">
              {t('featureGate.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
