import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

interface LoginPageProps {
  expiredToken: boolean;
  onLoggedIn: () => Promise<void> | void;
}

/** "Access" screen of spec 2. */
export function LoginPage({ expiredToken, onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation('auth');
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Text component="h1" fz="h2" fw={700} m={0} lh={1.3}>
            {t('login.heading')}
          </Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.subheading')}
          </Text>
        </div>
        <LoginForm expiredToken={expiredToken} onLoggedIn={onLoggedIn} />
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.auth.passwordRecover} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to={paths.auth.signup} size="sm">
            {t('login.signup')}
          </Anchor>
        </Group>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.clubs.search}>
            {t('login.findClub')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
