import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The person has profiles, but none that opens a dashboard (all waiting for the club, or a manager
 * profile without panel access): spec 8's advice to sign in as someone else, with the way to do it.
 */
export function NoProfileWithAccess() {
  const { t } = useTranslation(['errors', 'navigation']);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="no-profile-with-access">
      <Stack gap="sm" align="flex-start">
        <Text role="status">{t('errors:noProfileWithAccess')}</Text>
        <Button component={Link} to={paths.auth.logout} variant="outline">
          {t('navigation:userMenu.signOut')}
        </Button>
      </Stack>
    </Card>
  );
}
