import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  appliedFields,
  applyFilter,
  offeredFields,
  removeFilter,
  type AppliedFilters,
  type FilterField,
  type PeopleList,
} from '../lib/people-list-filters';
import { useFilterOptionLabel } from '../lib/people-list-labels';
import { PeopleFilterPopover } from './people-filter-popover';

interface PeopleFilterBarProps {
  list: PeopleList;
  filters: AppliedFilters;
  onChange: (filters: AppliedFilters) => void;
}

/** How many ticked options a chip names before "+N more". */
const CHIP_VALUES = 2;

/** Applied filters as chips (edit by clicking, remove with ×) and the "Add filter" control. */
export function PeopleFilterBar({ list, filters, onChange }: PeopleFilterBarProps) {
  const { t } = useTranslation('people');
  const optionLabel = useFilterOptionLabel();
  const offered = offeredFields(list, filters);
  const apply = (field: FilterField, values: string[]) => onChange(applyFilter(filters, field, values));

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.label')} data-testid="people-filters">
      {appliedFields(filters).map((field) => {
        const values = filters[field] ?? [];
        const labels = values.map((value) => optionLabel(field, value));
        const shown = labels.slice(0, CHIP_VALUES).join(', ');
        const extra = labels.length > CHIP_VALUES ? ` ${t('filters.more', { count: labels.length - CHIP_VALUES })}` : '';
        const name = t(`filters.fields.${field}`);
        return (
          <Group key={field} gap={0} wrap="nowrap" data-testid={`people-filter-chip-${field}`} style={CHIP_STYLE}>
            <PeopleFilterPopover fields={[field]} editing={{ field, values }} onApply={apply}>
              {(toggle) => (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={toggle}
                  aria-label={t('filters.edit', { field: name, values: labels.join(', ') })}
                >
                  <Text span size="sm" fw={600} mr={4}>
                    {name}:
                  </Text>
                  <Text span size="sm">
                    {shown}
                    {extra}
                  </Text>
                </Button>
              )}
            </PeopleFilterPopover>
            <CloseButton
              size="sm"
              aria-label={t('filters.remove', { field: name })}
              onClick={() => onChange(removeFilter(filters, field))}
            />
          </Group>
        );
      })}
      {offered.length > 0 ? (
        <PeopleFilterPopover fields={offered} onApply={apply}>
          {(toggle) => (
            <Button
              variant="outline"
              size="compact-sm"
              leftSection={<span aria-hidden>+</span>}
              onClick={toggle}
              data-testid="people-filter-add"
            >
              {t('filters.add')}
            </Button>
          )}
        </PeopleFilterPopover>
      ) : (
        <Text size="sm" c="dimmed" data-testid="people-filters-all-applied">
          {t('filters.allApplied')}
        </Text>
      )}
    </Group>
  );
}

const CHIP_STYLE = {
  border: '1px solid var(--mantine-color-brand-2)',
  background: 'var(--mantine-color-brand-0)',
  borderRadius: 'var(--mantine-radius-xl)',
  paddingRight: 4,
} as const;
