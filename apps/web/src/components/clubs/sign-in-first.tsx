import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../ui/notice';
import { loginPath } from '../../config/paths';
import { returnTo, signupPath } from '../../lib/profile-dashboard';

/** Asks a visitor to log in or sign up first, then brings them back here (the `from` query). */
export function SignInFirst({ message }: { message: string }) {
  const { t } = useTranslation('onboarding');
  const from = returnTo(useLocation());
  return (
    <Stack gap="sm" data-testid="sign-in-first">
      <Notice tone="info">{message}</Notice>
      <Group gap="sm">
        <Button component={Link} to={loginPath(from)} data-testid="sign-in-first-login">
          {t('common.login')}
        </Button>
        <Button component={Link} to={signupPath(from)} variant="outline" data-testid="sign-in-first-signup">
          {t('common.signup')}
        </Button>
      </Group>
    </Stack>
  );
}
