import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ProfileClubEntry, ProfileEntry, UserProfileResponse } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { Icon } from '../../../components/ui/icons';
import { RoleBadge } from '../../../components/ui/role-badge';
import { noProfileWithAccess } from '../lib/profile-access';
import { profilesByClub } from '../lib/profile-entries';
import { NoProfileWithAccess } from './no-profile-with-access';
import { NoProfileYet } from './no-profile-yet';
import classes from './profile-selector.module.css';

interface ProfileSelectorProps {
  user: UserProfileResponse;
  onChoose: (club: ProfileClubEntry, profile: ProfileEntry) => void;
}

/** Whose profile it is: the role's badge and the person's name (on a choosable and a pending profile alike). */
function ProfileIdentity({ profile }: { profile: ProfileEntry }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <RoleBadge role={profile.role} />
      <Text fw={500}>
        {profile.name} {profile.surname}
      </Text>
    </Group>
  );
}

/**
 * A pre-enrolment the club's managers have not accepted yet: shown, marked pending, and not a way
 * into the club.
 */
function PendingProfile({ club, profile }: { club: ProfileClubEntry; profile: ProfileEntry }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={classes.pending} data-testid={`profile-${club.shortname}-${profile.role}`} data-pending="true">
      <Group justify="space-between" wrap="nowrap">
        <ProfileIdentity profile={profile} />
        <Badge color="gray" variant="light">
          {t('profileSelector.pending')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('profileSelector.pendingHint', { club: club.name })}
      </Text>
    </div>
  );
}

/**
 * Spec 2 profile selector: every profile grouped by club, in role order (a pending pre-enrolment
 * is shown but cannot be chosen). An account without any
 * profile (signed up with the spec's bare body) gets its ways forward instead (NoProfileYet).
 */
export function ProfileSelector({ user, onChoose }: ProfileSelectorProps) {
  const { t } = useTranslation(['dashboard', 'navigation']);
  const groups = profilesByClub(user);

  return (
    <Stack gap="lg" maw={760} mx="auto" data-testid="profile-selector">
      <div>
        <Title order={1}>{t('profileSelector.title')}</Title>
        <Text c="dimmed">{t('profileSelector.greeting', { name: user.name || user.username })}</Text>
      </div>

      {user.admin && (
        <Card withBorder radius="md" padding="lg" data-testid="admin-entry">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <RoleBadge role="admin" />
              <Text fw={600}>{t('profileSelector.administration')}</Text>
            </Group>
            <Button component={Link} to={paths.admin.impersonate()} leftSection={<Icon name="shield" size={18} />}>
              {t('profileSelector.impersonate')}
            </Button>
          </Group>
        </Card>
      )}

      {groups.length === 0 && !user.admin && <NoProfileYet />}
      {noProfileWithAccess(user) && <NoProfileWithAccess />}

      {groups.map(({ club, profiles }) => (
        <Card key={club.hash} withBorder radius="md" padding="lg" component="section" aria-labelledby={`club-${club.hash}`}>
          <Group gap="md" mb="md" wrap="nowrap">
            <ClubAvatar name={club.name} image={club.image} size={48} />
            <Title order={2} size="h3" id={`club-${club.hash}`}>
              {club.name}
            </Title>
          </Group>
          <Stack gap="xs">
            {profiles.map((profile) =>
              profile.preEnrollment ? (
                <PendingProfile key={profile.hash} club={club} profile={profile} />
              ) : (
                <UnstyledButton
                  key={profile.hash}
                  className={classes.profile}
                  onClick={() => onChoose(club, profile)}
                  aria-label={t('profileSelector.enterAs', { club: club.name, role: t(`navigation:roles.${profile.role}`) })}
                  data-testid={`profile-${club.shortname}-${profile.role}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <ProfileIdentity profile={profile} />
                    <Icon name="chevronDown" style={{ transform: 'rotate(-90deg)' }} />
                  </Group>
                </UnstyledButton>
              ),
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
