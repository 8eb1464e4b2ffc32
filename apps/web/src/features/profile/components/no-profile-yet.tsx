import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icons';
import { invitationTokenFrom } from '../lib/invitation-link';

/** Pasting the link a club sent opens the club onboarding page with its token. */
function JoinWithLink() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = invitationTokenFrom(link, window.location.origin);
    setInvalid(token === null);
    if (token) void navigate(`${paths.clubs.onboarding}?${new URLSearchParams({ invitation: token }).toString()}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profileSelector.noProfileYet.join.title')}>
      <Stack gap="xs">
        <TextInput
          name="invitationLink"
          label={t('profileSelector.noProfileYet.join.label')}
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? t('profileSelector.noProfileYet.join.invalid') : undefined}
          data-testid="invitation-link-input"
        />
        <Button type="submit" variant="outline">
          {t('profileSelector.noProfileYet.join.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The profile selector of an account without any profile yet (a new signup): not an error, but
 * the three ways forward of spec 1 — find the club, join with the club's link, register a club.
 */
export function NoProfileYet() {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="no-profile-yet" data-testid="no-profile-yet">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="no-profile-yet">
            {t('profileSelector.noProfileYet.title')}
          </Title>
          <Text c="dimmed">{t('profileSelector.noProfileYet.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap="xs" justify="space-between">
            <div>
              <Text fw={600}>{t('profileSelector.noProfileYet.search.title')}</Text>
              <Text size="sm">{t('profileSelector.noProfileYet.search.text')}</Text>
            </div>
            <Button component={Link} to={paths.clubs.search} leftSection={<Icon name="search" size={18} />}>
              {t('profileSelector.noProfileYet.search.action')}
            </Button>
          </Stack>
          <Stack gap="xs">
            <div>
              <Text fw={600}>{t('profileSelector.noProfileYet.join.title')}</Text>
              <Text size="sm">{t('profileSelector.noProfileYet.join.text')}</Text>
            </div>
            <JoinWithLink />
          </Stack>
          <Stack gap="xs" justify="space-between">
            <div>
              <Text fw={600}>{t('profileSelector.noProfileYet.register.title')}</Text>
              <Text size="sm">{t('profileSelector.noProfileYet.register.text')}</Text>
            </div>
            <Group>
              <Button component={Link} to={paths.auth.clubEnrollmentInfo} variant="outline">
                {t('profileSelector.noProfileYet.register.action')}
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
