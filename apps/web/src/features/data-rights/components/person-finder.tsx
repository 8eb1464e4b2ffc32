import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonSearch } from '../api/person-search';

export type ChosenPerson = { hash: string; name: string };

/**
 * Finds one person of the club by what the manager knows (name, DNI, e-mail, number): a search
 * field and the matches, each with a Choose button; once chosen, their name and a Change button.
 */
export function PersonFinder({
  clubHash,
  chosen,
  onChoose,
  testId,
}: {
  clubHash: string;
  chosen: ChosenPerson | null;
  onChoose: (person: ChosenPerson | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('rights');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const results = usePersonSearch(clubHash, chosen ? '' : term);
  const found = results.data?.['hydra:member'] ?? [];

  if (chosen) {
    return (
      <Group gap="sm" wrap="wrap" data-testid={`${testId}-chosen`}>
        <Text fw={600}>{t('rights.chosen', { name: chosen.name })}</Text>
        <Button size="xs" variant="subtle" onClick={() => onChoose(null)}>
          {t('rights.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label={t('rights.search')}
        description={t('rights.searchHelp')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid={`${testId}-search`}
      />
      {results.isSuccess && term.length > 0 && found.length === 0 && <Text role="status">{t('rights.noneFound')}</Text>}
      {found.length > 0 && term.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {found.map((person) => {
            const name = `${person.name} ${person.surname}`.trim();
            return (
              <Paper component="li" key={person.id} withBorder radius="md" px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {name}
                    {person.membershipNumber !== null && ` · #${person.membershipNumber}`}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => {
                      onChoose({ hash: person.id, name });
                      setSearch('');
                    }}
                    aria-label={`${t('rights.choose')}: ${name}`}
                    data-testid={`${testId}-choose`}
                  >
                    {t('rights.choose')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
