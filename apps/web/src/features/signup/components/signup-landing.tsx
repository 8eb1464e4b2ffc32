import { Anchor, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { SignupCard } from './signup-card';

const CHOICES: { id: 'account' | 'club' | 'join'; icon: IconName; to: string }[] = [
  { id: 'account', icon: 'idCard', to: paths.auth.userSignup },
  { id: 'club', icon: 'shield', to: paths.auth.clubEnrollmentInfo },
  { id: 'join', icon: 'search', to: paths.clubs.search },
];

/** Signup landing (spec 2): create an account, register a club, or join a club by its link. */
export function SignupLanding() {
  const { t } = useTranslation('account');
  return (
    <SignupCard wide>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('signup.landing.heading')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('signup.landing.subheading')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {CHOICES.map((choice) => (
            <Paper key={choice.id} withBorder radius="md" p="md" data-testid={`signup-choice-${choice.id}`}>
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="xl" variant="light" color="brand" aria-hidden="true">
                    <Icon name={choice.icon} size={22} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {t(`signup.choices.${choice.id}.title`)}
                  </Title>
                  <Text size="sm">{t(`signup.choices.${choice.id}.body`)}</Text>
                </Stack>
                <Button component={Link} to={choice.to} variant={choice.id === 'account' ? 'filled' : 'outline'} fullWidth>
                  {t(`signup.choices.${choice.id}.action`)}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" ta="center">
          {t('signup.landing.haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.login} underline="always">
            {t('signup.landing.logIn')}
          </Anchor>
        </Text>
      </Stack>
    </SignupCard>
  );
}
