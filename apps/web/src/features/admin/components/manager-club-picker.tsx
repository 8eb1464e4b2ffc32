import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ProfileClubEntry, UserProfileResponse } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { paths } from '../../../config/paths';
import { someProfileMay } from '../../../lib/permissions';

/** The clubs where one of the user's profiles may impersonate people (those they run): the only ones a manager may impersonate in. */
export function managerClubs(user: UserProfileResponse): ProfileClubEntry[] {
  return user.clubs.filter((club) => someProfileMay(user, club.hash, 'impersonation.impersonatePeople'));
}

export function ManagerClubPicker({ clubs }: { clubs: ProfileClubEntry[] }) {
  const { t } = useTranslation('session');
  return (
    <Stack gap="xs">
      {clubs.map((club) => (
        <Card key={club.hash} withBorder padding="sm" radius="md" data-testid={`impersonation-club-${club.hash}`}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ClubAvatar name={club.name} image={club.image} />
              <Text fw={600}>{club.name}</Text>
            </Group>
            <Button
              component={Link}
              to={paths.admin.impersonate(club.hash)}
              variant="outline"
              aria-label={t('impersonation.chooseClubIn', { club: club.name })}
            >
              {t('impersonation.chooseClub')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
