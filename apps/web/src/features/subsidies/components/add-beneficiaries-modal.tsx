import { MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AddBeneficiariesBodySchema, PERSON_CATEGORIES } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { usePeopleSearch, useTeamOptions } from '../api/get-pick-options';
import { useAddBeneficiaries } from '../api/save-beneficiaries';

interface AddBeneficiariesModalProps {
  clubHash: string;
  subsidyHash: string;
  opened: boolean;
  onClose: () => void;
}

/** People chosen one by one (searched by name), whole teams and whole categories, added at once. */
export function AddBeneficiariesModal({ clubHash, subsidyHash, opened, onClose }: AddBeneficiariesModalProps) {
  const { t } = useTranslation(['subsidies', 'common']);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('beneficiaries.addTitle')}
      closeLabel={t('common:actions.close')}
      data-testid="beneficiaries-modal"
    >
      <AddBeneficiariesForm clubHash={clubHash} subsidyHash={subsidyHash} onClose={onClose} />
    </FormModal>
  );
}

function AddBeneficiariesForm({ clubHash, subsidyHash, onClose }: Omit<AddBeneficiariesModalProps, 'opened'>) {
  const { t } = useTranslation(['subsidies', 'common', 'teams']);
  const add = useAddBeneficiaries(clubHash, subsidyHash);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePeopleSearch(clubHash, debounced);
  const teams = useTeamOptions(clubHash, true);
  const [people, setPeople] = useState<string[]>([]);
  // Names of the people chosen, kept while the search moves on to others.
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  const [teamHashes, setTeamHashes] = useState<string[]>([]);
  const [categories, setCategories] = useState<string[]>([]);

  const personOptions = new Map<string, string>(Object.entries(chosenNames));
  for (const person of found.data?.['hydra:member'] ?? []) personOptions.set(person.id, `${person.name} ${person.surname}`.trim());

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: AddBeneficiariesBodySchema,
    save: async (checked) => {
      const result = await add.mutateAsync(checked);
      notify('success', t('beneficiaries.added', { count: result.added }));
    },
    onSaved: onClose,
    failure: t('errors.update'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ people, teams: teamHashes, categories });
  };

  return (
    <form onSubmit={send} noValidate data-testid="beneficiaries-form">
      <Stack gap="md">
        <Text size="sm">{t('beneficiaries.intro')}</Text>
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <MultiSelect
          label={t('beneficiaries.people')}
          placeholder={t('beneficiaries.peopleSearch')}
          data={[...personOptions].map(([value, label]) => ({ value, label }))}
          value={people}
          onChange={(value) => {
            setPeople(value);
            setChosenNames(Object.fromEntries(value.map((hash) => [hash, personOptions.get(hash) ?? hash])));
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          error={errorOf('people')}
          data-testid="beneficiaries-people"
        />
        <MultiSelect
          label={t('beneficiaries.teams')}
          data={(teams.data?.['hydra:member'] ?? []).map((team) => ({ value: team.hash, label: team.name }))}
          value={teamHashes}
          onChange={setTeamHashes}
          searchable
          error={errorOf('teams')}
          data-testid="beneficiaries-teams"
        />
        <MultiSelect
          label={t('beneficiaries.categories')}
          data={PERSON_CATEGORIES.map((value) => ({ value, label: t(`teams:categories.${value}`) }))}
          value={categories}
          onChange={setCategories}
          error={errorOf('categories')}
          data-testid="beneficiaries-categories"
        />
        <FormActions
          cancelLabel={t('common:actions.cancel')}
          onCancel={onClose}
          submitLabel={t('beneficiaries.add')}
          pending={saving}
          submitTestId="beneficiaries-save"
        />
      </Stack>
    </form>
  );
}
