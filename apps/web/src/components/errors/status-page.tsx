import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { StatusIllustration } from './status-illustration';

/** Codes with their own texts (spec 8); any other code gets the generic description. */
export const KNOWN_STATUS_CODES = [401, 403, 404, 500, 502, 504] as const;

function isKnown(code: number): code is (typeof KNOWN_STATUS_CODES)[number] {
  return (KNOWN_STATUS_CODES as readonly number[]).includes(code);
}

/** The status page of spec 2: image, Ooops!, title with the code, description, buttons, footer. */
export function StatusPage({ code }: { code: number }) {
  const { t } = useTranslation('status');
  const key = isKnown(code) ? String(code) : 'unknown';
  return (
    <Stack align="center" ta="center" gap="md" py="xl" data-testid={`status-page-${code}`}>
      <StatusIllustration />
      <Title order={1}>{t('heading')}</Title>
      <Title order={2} size="h3">
        {t(`${key}.title`, { code })}
      </Title>
      <Text maw={520} c="dimmed">
        {t(`${key}.description`)}
      </Text>
      <Group justify="center">
        {code === 401 && (
          <Button component={Link} to={paths.auth.login}>
            {t('actions.logIn')}
          </Button>
        )}
        <Button component={Link} to={paths.profileSelector} variant={code === 401 ? 'outline' : 'filled'}>
          {t('actions.goHomepage')}
        </Button>
      </Group>
      <Group component="nav" aria-label={t('footer.label')} justify="center" gap="lg" mt="xl">
        <Anchor href={paths.legal.legalNotice} size="sm">
          {t('footer.legalNotice')}
        </Anchor>
        <Anchor href={paths.legal.privacyPolicy} size="sm">
          {t('footer.privacyPolicy')}
        </Anchor>
        <Anchor href={paths.legal.cookies} size="sm">
          {t('footer.cookies')}
        </Anchor>
        <Anchor href={paths.legal.generalConditions} size="sm">
          {t('footer.generalConditions')}
        </Anchor>
      </Group>
    </Stack>
  );
}
