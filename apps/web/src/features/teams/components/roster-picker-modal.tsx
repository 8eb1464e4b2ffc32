import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TeamDetail, TeamRosterRole } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { READABLE_ERRORS } from '../lib/readable-errors';
import { rosterRoleOptions } from '../lib/team-options';
import { PickerResults } from './picker-results';

interface RosterPickerModalProps {
  clubHash: string;
  team: TeamDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds the club's people to the roster: choose the role, search (players among the athletes,
 * staff among everyone) and add one after another; the modal stays open for the next one.
 */
export function RosterPickerModal({ clubHash, team, opened, onClose }: RosterPickerModalProps) {
  const { t } = useTranslation('teams');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title', { team: team.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid="roster-picker"
    >
      <RosterPicker clubHash={clubHash} team={team} />
    </Modal>
  );
}

export function RosterPicker({ clubHash, team }: { clubHash: string; team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const [role, setRole] = useState<TeamRosterRole>('player');
  const [search, setSearch] = useState('');
  const [number, setNumber] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const shirt = number.trim() === '' ? null : Number(number);
  const numberInvalid = shirt !== null && (!Number.isInteger(shirt) || shirt < 0 || shirt > 999);

  return (
    <Stack gap="md" style={READABLE_ERRORS}>
      <SimpleGrid cols={{ base: 1, sm: role === 'player' ? 2 : 1 }} spacing="md">
        <Select
          label={t('picker.role')}
          data={rosterRoleOptions(t)}
          value={role}
          allowDeselect={false}
          onChange={(value) => value && setRole(value as TeamRosterRole)}
          data-testid="picker-role"
        />
        {role === 'player' && (
          <TextInput
            label={t('picker.number')}
            description={t('picker.numberHelp')}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
            error={numberInvalid ? t('picker.numberInvalid') : undefined}
            data-testid="picker-number"
          />
        )}
      </SimpleGrid>
      <TextInput
        type="search"
        label={t('picker.search')}
        description={t(role === 'player' ? 'picker.poolPlayers' : 'picker.poolEveryone')}
        placeholder={t('picker.searchPlaceholder')}
        leftSection={<Icon name="search" size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
        data-testid="picker-search"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {debounced !== search ? t('picker.searching') : ''}
      </Text>
      <PickerResults
        clubHash={clubHash}
        team={team}
        search={debounced}
        role={role}
        number={role === 'player' && !numberInvalid ? shirt : null}
        disabled={role === 'player' && numberInvalid}
        onAdded={() => setNumber('')}
      />
    </Stack>
  );
}
