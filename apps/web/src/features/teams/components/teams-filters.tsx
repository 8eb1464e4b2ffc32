import { Button, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { hasActiveFilters, type TeamFilters } from '../lib/team-filters';
import { accentInsensitiveFilter, categoryOptions, genderOptions, sportOptions } from '../lib/team-options';

interface TeamsFiltersProps {
  filters: TeamFilters;
  onChange: (filters: TeamFilters) => void;
}

/** Search by name (as you type) and filters by sport, category and gender; any change goes back to page 1. */
export function TeamsFilters({ filters, onChange }: TeamsFiltersProps) {
  const { t, i18n } = useTranslation('teams');
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, 300);

  // The URL may change under us (back button, "Clear filters"): the box follows it, but not
  // when the change is the box's own text arriving in the URL (that would undo fresh typing).
  useEffect(() => {
    if (filters.search !== debounced) setSearch(filters.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search]);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ ...filters, search: debounced, page: 1 });
    // Only a settled change of the typed text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Stack gap="sm" component="section" aria-label={t('filters.label')} data-testid="teams-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="teams-search"
        />
        <MultiSelect
          label={t('fields.sport')}
          placeholder={filters.sports.length ? undefined : t('filters.all')}
          searchable
          clearable
          filter={accentInsensitiveFilter}
          nothingFoundMessage={t('fields.nothingFound')}
          data={sportOptions(t, i18n.language)}
          value={filters.sports}
          onChange={(sports) => onChange({ ...filters, sports: sports as TeamFilters['sports'], page: 1 })}
          clearButtonProps={{ 'aria-label': t('filters.clearField', { field: t('fields.sport') }) }}
          data-testid="teams-filter-sport"
        />
        <MultiSelect
          label={t('fields.category')}
          placeholder={filters.categories.length ? undefined : t('filters.all')}
          clearable
          data={categoryOptions(t)}
          value={filters.categories}
          onChange={(categories) => onChange({ ...filters, categories: categories as TeamFilters['categories'], page: 1 })}
          clearButtonProps={{ 'aria-label': t('filters.clearField', { field: t('fields.category') }) }}
          data-testid="teams-filter-category"
        />
        <MultiSelect
          label={t('fields.gender')}
          placeholder={filters.genders.length ? undefined : t('filters.all')}
          clearable
          data={genderOptions(t)}
          value={filters.genders}
          onChange={(genders) => onChange({ ...filters, genders: genders as TeamFilters['genders'], page: 1 })}
          clearButtonProps={{ 'aria-label': t('filters.clearField', { field: t('fields.gender') }) }}
          data-testid="teams-filter-gender"
        />
      </SimpleGrid>
      {hasActiveFilters(filters) && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ sports: [], categories: [], genders: [], search: '', page: 1 })}
          data-testid="teams-clear-filters"
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
