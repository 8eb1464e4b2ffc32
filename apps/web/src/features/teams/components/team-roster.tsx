import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TeamRosterEntry } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface TeamRosterProps {
  clubHash: string;
  roster: TeamRosterEntry[];
  onRemove: (entry: TeamRosterEntry) => void;
}

export const fullName = (entry: { name: string; surname: string }) => `${entry.name} ${entry.surname}`.trim();

/** The roster in two groups: staff (coach, assistant, delegate, in that order) and players. */
export function TeamRoster({ clubHash, roster, onRemove }: TeamRosterProps) {
  const { t } = useTranslation('teams');
  const staff = roster.filter((entry) => entry.role !== 'player');
  const players = roster.filter((entry) => entry.role === 'player');
  return (
    <Stack gap="lg">
      <RosterGroup id="roster-staff" title={t('details.staff', { count: staff.length })} empty={t('details.noStaff')} testId="roster-staff">
        {staff.map((entry) => (
          <RosterLine key={entry.hash} clubHash={clubHash} entry={entry} detail={t(`roles.${entry.role}`)} onRemove={onRemove} />
        ))}
      </RosterGroup>
      <RosterGroup
        id="roster-players"
        title={t('details.players', { count: players.length })}
        empty={t('details.noPlayers')}
        testId="roster-players"
      >
        {players.map((entry) => (
          <RosterLine
            key={entry.hash}
            clubHash={clubHash}
            entry={entry}
            detail={entry.number === null ? null : t('details.number', { number: entry.number })}
            onRemove={onRemove}
          />
        ))}
      </RosterGroup>
    </Stack>
  );
}

function RosterGroup({
  id,
  title,
  empty,
  testId,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </section>
  );
}

interface RosterLineProps {
  clubHash: string;
  entry: TeamRosterEntry;
  detail: string | null;
  onRemove: (entry: TeamRosterEntry) => void;
}

function RosterLine({ clubHash, entry, detail, onRemove }: RosterLineProps) {
  const { t } = useTranslation('teams');
  const name = fullName(entry);
  return (
    <li data-testid="roster-entry" data-person-hash={entry.hash} data-role={entry.role}>
      <Card withBorder padding="xs" radius="md">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.manager.persons.person(clubHash, entry.hash)}
              fw={600}
              c="brand.8"
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
            {detail && (
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            )}
          </Group>
          {/* A solid white button: its red-9 text keeps its contrast even under a modal's overlay. */}
          <Button
            variant="default"
            c="red.9"
            size="xs"
            style={{ flexShrink: 0 }}
            onClick={() => onRemove(entry)}
            aria-label={t('details.removeLabel', { name })}
            data-testid="remove-roster-entry"
          >
            {t('details.remove')}
          </Button>
        </Group>
      </Card>
    </li>
  );
}
