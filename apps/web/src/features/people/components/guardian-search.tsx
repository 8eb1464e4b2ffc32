import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PersonDetail } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useGuardianCandidates } from '../api/guardian-candidates';
import { useLinkGuardian } from '../api/guardian-link';
import { personErrorText } from '../lib/person-form-errors';
import { LoadError } from '../../../components/ui/load-error';

/** Finds a guardian of the club by name, surname, dni or email and links them to the child. */
export function GuardianSearch({ clubHash, child }: { clubHash: string; child: PersonDetail }) {
  const { t } = useTranslation(['person', 'forms']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const candidates = useGuardianCandidates(clubHash, debounced);
  const link = useLinkGuardian(clubHash, child.id);
  const childName = `${child.name} ${child.surname}`;
  const linked = new Set([child.id, ...child.guardians.map((g) => g.id)]);
  const found = (candidates.data?.['hydra:member'] ?? []).filter((person) => !linked.has(person.id));

  const add = async (hash: string, name: string) => {
    try {
      await link.mutateAsync(hash);
      notify('success', t('person:guardians.linked', { name, child: childName }));
      setSearch('');
    } catch (error) {
      notify('error', personErrorText(t, error, 'person:guardians.linkFailed'));
    }
  };

  return (
    <Stack gap="xs" data-testid="guardian-search">
      <TextInput
        label={t('person:guardians.search')}
        description={t('person:guardians.searchHelp')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
        data-testid="guardian-search-input"
      />
      {debounced !== '' && (
        <div aria-live="polite">
          {candidates.isError && (
            <LoadError
              message={t('person:guardians.searchFailed')}
              retryLabel={t('person:actions.retry')}
              onRetry={() => void candidates.refetch()}
            />
          )}
          {candidates.isPending && <Text size="sm">{t('person:guardians.searching')}</Text>}
          {candidates.isSuccess && found.length === 0 && (
            <Text size="sm" data-testid="guardian-search-empty">
              {t('person:guardians.noMatch')}
            </Text>
          )}
          {found.length > 0 && (
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="guardian-candidates">
              {found.map((guardian) => {
                const name = `${guardian.name} ${guardian.surname}`;
                return (
                  <Group component="li" key={guardian.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="guardian-candidate">
                    <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      {name}
                      {guardian.dni && <Text span size="sm" c="dimmed">{` · ${guardian.dni}`}</Text>}
                    </Text>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={link.isPending && link.variables === guardian.id}
                      onClick={() => void add(guardian.id, name)}
                      aria-label={t('person:guardians.linkLabel', { name })}
                      data-testid="link-guardian"
                    >
                      {t('person:guardians.link')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )}
        </div>
      )}
    </Stack>
  );
}
