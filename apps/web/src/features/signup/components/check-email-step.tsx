import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { useSendValidationEmail } from '../api/send-validation-email';

/**
 * After signup: the API has already sent a validation link (spec 4). The person can ask for a
 * new one, then go on to their profiles or to enrolling a club.
 */
export function CheckEmailStep({ email, continueTo }: { email: string; continueTo?: string | null }) {
  const { t } = useTranslation('account');
  const resend = useSendValidationEmail();
  return (
    <Stack gap="lg" data-testid="check-email-step">
      <div>
        <Title order={1} size="h2">
          {t('signup.checkEmail.heading')}
        </Title>
        <Text mt="xs">{t('signup.checkEmail.body', { email })}</Text>
        <Text c="dimmed" size="sm" mt="xs">
          {t('signup.checkEmail.hint')}
        </Text>
      </div>
      {resend.isSuccess && (
        <Notice tone="info" data-testid="resend-done">
          {t('signup.checkEmail.resent', { email })}
        </Notice>
      )}
      {resend.isError && <FormAlert error={resend.error} data-testid="resend-error" />}
      <div>
        <PlainButton variant="outline" loading={resend.isPending} onClick={() => resend.mutate(email)} data-testid="resend-email">
          {t('signup.checkEmail.resend')}
        </PlainButton>
      </div>
      {continueTo && (
        <div>
          <Button component={Link} to={continueTo} data-testid="signup-continue">
            {t('validation.continue')}
          </Button>
        </div>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('signup.checkEmail.nextHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signup.checkEmail.nextBody')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.auth.clubEnrollmentInfo} variant="filled">
              {t('signup.choices.club.action')}
            </Button>
            <Button component={Link} to={paths.clubs.search} variant="outline">
              {t('signup.choices.join.action')}
            </Button>
            <Button component={Link} to={paths.profileSelector} variant="subtle">
              {t('signup.checkEmail.toProfiles')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
