import { Group, Stack, Title } from '@mantine/core';
import { ROLE_VALUES, ROLES, type PersonDetail, type Role } from '@tribuna/contract';
import { RoleBadge } from '../../../components/ui/role-badge';
import { PersonPhoto } from './person-photo';
import { PersonStatusBadge } from './person-status-badge';
import { PersonStatusButton } from './person-status-button';

/** ROLE_MEMBER… back to short role names for the badges (unknown values are skipped). */
function shortRoles(values: readonly string[], fallback: Role): Role[] {
  const roles = ROLES.filter((role) => values.includes(ROLE_VALUES[role]));
  return roles.length ? roles : [fallback];
}

/** The page heading: photo, name, the roles the person holds in the club, status and the status action. */
export function PersonHeader({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Group align="flex-start" gap="md" wrap="wrap" style={{ minWidth: 0 }}>
        <PersonPhoto clubHash={clubHash} person={person} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="person-name">
            {`${person.name} ${person.surname}`}
          </Title>
          <Group gap="xs" data-testid="person-roles">
            {shortRoles(person.roles, person.role).map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
            <PersonStatusBadge enabled={person.enabled} />
          </Group>
        </Stack>
      </Group>
      <PersonStatusButton clubHash={clubHash} person={person} />
    </Group>
  );
}
