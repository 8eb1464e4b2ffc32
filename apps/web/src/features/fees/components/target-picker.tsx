import { MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES, PERSON_CATEGORIES, TEAMS_ROUTES, type FeeTarget } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-route';
import { feeKeys } from '../api/fee-keys';

export const TARGET_KINDS = ['allPartners', 'allAthletes', 'categories', 'teams', 'people'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** The picker's state: the kind and whatever that kind names. */
export type TargetDraft = { kind: TargetKind; categories: string[]; teamHashes: string[]; profileHashes: string[] };
export const EMPTY_TARGET: TargetDraft = { kind: 'allPartners', categories: [], teamHashes: [], profileHashes: [] };

/** The fee body's target from the picker's state. */
export function targetOf(draft: TargetDraft): FeeTarget {
  switch (draft.kind) {
    case 'categories':
      return { kind: 'categories', categories: draft.categories as never };
    case 'teams':
      return { kind: 'teams', teamHashes: draft.teamHashes };
    case 'people':
      return { kind: 'people', profileHashes: draft.profileHashes };
    default:
      return { kind: draft.kind };
  }
}

interface TargetPickerProps {
  clubHash: string;
  value: TargetDraft;
  onChange: (value: TargetDraft) => void;
  error?: string;
}

/** Who a fee is for: every partner or athlete, some categories, some teams, or people chosen one by one. */
export function TargetPicker({ clubHash, value, onChange, error }: TargetPickerProps) {
  const { t } = useTranslation('fees');
  const set = (patch: Partial<TargetDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs">
      <Select
        label={t('target.label')}
        data={TARGET_KINDS.map((kind) => ({ value: kind, label: t(`target.kinds.${kind}`) }))}
        value={value.kind}
        onChange={(kind) => kind && set({ kind: kind as TargetKind })}
        allowDeselect={false}
        error={value.kind.startsWith('all') ? error : undefined}
        data-testid="fee-target-kind"
      />
      {value.kind === 'categories' && (
        <MultiSelect
          label={t('target.categories')}
          data={PERSON_CATEGORIES.map((category) => ({
            value: category,
            label: t(`teams:categories.${category}`, { defaultValue: category }),
          }))}
          value={value.categories}
          onChange={(categories) => set({ categories })}
          error={error}
        />
      )}
      {value.kind === 'teams' && (
        <TeamsField clubHash={clubHash} value={value.teamHashes} onChange={(teamHashes) => set({ teamHashes })} error={error} />
      )}
      {value.kind === 'people' && (
        <PeopleField clubHash={clubHash} value={value.profileHashes} onChange={(profileHashes) => set({ profileHashes })} error={error} />
      )}
    </Stack>
  );
}

function TeamsField({
  clubHash,
  value,
  onChange,
  error,
}: {
  clubHash: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('fees');
  const teams = useQuery({
    queryKey: feeKeys.other(clubHash, 'team-picker'),
    queryFn: ({ signal }) => callApi(TEAMS_ROUTES.list, { params: { clubHash }, query: { page: 1, itemsPerPage: 100 }, signal }),
    staleTime: 60_000,
  });
  const data = (teams.data?.['hydra:member'] ?? []).map((team) => ({ value: team.hash, label: team.name }));
  return (
    <MultiSelect
      label={t('target.teams')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      error={error}
      data-testid="fee-target-teams"
    />
  );
}

function PeopleField({
  clubHash,
  value,
  onChange,
  error,
}: {
  clubHash: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('fees');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Names of the people already chosen, kept when a new search no longer lists them.
  const [known, setKnown] = useState<Record<string, string>>({});
  const people = useQuery({
    queryKey: feeKeys.other(clubHash, 'people-picker', debounced),
    queryFn: ({ signal }) =>
      callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: { page: 1, itemsPerPage: 20, search: debounced || undefined }, signal }),
    staleTime: 30_000,
  });
  const found = (people.data?.['hydra:member'] ?? []).map((person) => ({
    value: person.id,
    label: `${person.name} ${person.surname}`.trim(),
  }));
  const labels = { ...known, ...Object.fromEntries(found.map((item) => [item.value, item.label])) };
  const data = [
    ...new Map([
      ...value.map((hash) => [hash, { value: hash, label: labels[hash] ?? hash }] as const),
      ...found.map((item) => [item.value, item] as const),
    ]).values(),
  ];
  return (
    <MultiSelect
      label={t('target.people')}
      placeholder={t('target.peopleSearch')}
      data={data}
      value={value}
      onChange={(next) => {
        setKnown(labels);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      data-testid="fee-target-people"
    />
  );
}
