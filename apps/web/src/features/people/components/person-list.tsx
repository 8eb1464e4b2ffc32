import { Stack, Text } from '@mantine/core';
import type { PersonSummary } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { PersonSummaryItem } from './person-summary-item';

interface PersonListProps {
  clubHash: string;
  people: readonly PersonSummary[];
  empty: string;
  testId: string;
  action?: (person: PersonSummary) => ReactNode;
}

/** A list of linked people, or a sentence saying there are none. */
export function PersonList({ clubHash, people, empty, testId, action }: PersonListProps) {
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {people.map((person) => (
        <li key={person.id}>
          <PersonSummaryItem clubHash={clubHash} person={person} action={action?.(person)} />
        </li>
      ))}
    </Stack>
  );
}
