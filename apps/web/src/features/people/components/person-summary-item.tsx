import { Anchor, Group, Text } from '@mantine/core';
import type { PersonSummary } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { paths } from '../../../config/paths';
import { PersonStatusBadge } from './person-status-badge';

interface PersonSummaryItemProps {
  clubHash: string;
  person: PersonSummary;
  /** An action for this person (e.g. unlink), placed at the end of the row. */
  action?: ReactNode;
}

/** A linked person (profile, guardian, child): name to their page, role, category, status. */
export function PersonSummaryItem({ clubHash, person, action }: PersonSummaryItemProps) {
  const { t } = useTranslation('person');
  const name = `${person.name} ${person.surname}`;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="center" data-testid="person-summary" data-person={person.id}>
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.manager.persons.person(clubHash, person.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Anchor>
        <RoleBadge role={person.role} size="xs" />
        {!person.enabled && <PersonStatusBadge enabled={false} size="xs" />}
        {person.category && (
          <Text size="sm" c="dimmed">
            {t(`categories.${person.category}`)}
          </Text>
        )}
      </Group>
      {action}
    </Group>
  );
}
