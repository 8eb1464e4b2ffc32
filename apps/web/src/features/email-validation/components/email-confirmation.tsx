import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { getSession, sessionState } from '../../../lib/session/session-store';
import { useConfirmEmail } from '../api/confirm-email';

export type ConfirmationVariant = 'validation' | 'activation';
export type ConfirmationState = 'validating' | 'validated' | 'error';

/**
 * Email validation and user activation (spec 4): validating → validated, or error. Both confirm
 * the emailed hash; activation then lets enrollment continue (register a club or find one).
 */
export function EmailConfirmation({ hash, variant }: { hash: string | null; variant: ConfirmationVariant }) {
  const { t } = useTranslation('account');
  const query = useConfirmEmail(hash);
  const state: ConfirmationState = !hash || query.isError ? 'error' : query.isSuccess ? 'validated' : 'validating';
  const signedIn = sessionState(getSession()) === 'active';
  const prefix = `${variant}.`;

  return (
    <Stack align="center" ta="center" gap="md" py="lg" data-testid="email-confirmation" data-state={state}>
      {state === 'validating' && (
        <>
          <Loader aria-hidden="true" />
          <Title order={1} size="h2">
            {t(`${prefix}validating`)}
          </Title>
          <Text role="status">{t(`${prefix}validatingBody`)}</Text>
        </>
      )}
      {state === 'validated' && (
        <>
          <ThemeIcon size={56} radius="xl" color="success" aria-hidden="true">
            <Icon name="shield" size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t(`${prefix}done`)}
          </Title>
          <Text role="status" data-testid="confirmation-done">
            {t(`${prefix}doneBody`, { email: query.data?.email ?? '' })}
          </Text>
          {variant === 'activation' ? (
            <Stack gap="sm" align="center">
              <Text>{t('activation.continueEnrollment')}</Text>
              <Group justify="center" gap="sm">
                <Button component={Link} to={paths.auth.clubEnrollmentInfo}>
                  {t('signup.choices.club.action')}
                </Button>
                <Button component={Link} to={paths.clubs.search} variant="outline">
                  {t('signup.choices.join.action')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button component={Link} to={signedIn ? paths.profileSelector : paths.auth.login} data-testid="confirmation-continue">
              {t('validation.continue')}
            </Button>
          )}
        </>
      )}
      {state === 'error' && (
        <>
          <Title order={1} size="h2">
            {t(`${prefix}errorHeading`)}
          </Title>
          <Notice tone="danger" role="alert" data-testid="confirmation-error">
            {t(hash ? 'forms:server.emailValidationFailed' : 'forms:server.emailTokenMissing')}
          </Notice>
          <Button component={Link} to={signedIn ? paths.profileSelector : paths.auth.login} variant="outline">
            {t(signedIn ? 'signup.checkEmail.toProfiles' : 'signup.landing.logIn')}
          </Button>
        </>
      )}
    </Stack>
  );
}
