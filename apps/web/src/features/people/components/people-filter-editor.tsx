import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canApplyFilter, FILTER_OPTIONS, type FilterField } from '../lib/people-list-filters';
import { useFilterOptionLabel } from '../lib/people-list-labels';

interface PeopleFilterEditorProps {
  /** Fields on offer: the list's fields not applied yet (or only the one being edited). */
  fields: FilterField[];
  /** Editing an applied filter: its field is fixed and its options start ticked. */
  editing?: { field: FilterField; values: readonly string[] };
  onApply: (field: FilterField, values: string[]) => void;
  onCancel: () => void;
}

/** Pick a field, tick options, apply. Apply stays disabled until an option is ticked (spec 5). */
export function PeopleFilterEditor({ fields, editing, onApply, onCancel }: PeopleFilterEditorProps) {
  const { t } = useTranslation('people');
  const optionLabel = useFilterOptionLabel();
  const hintId = useId();
  const [field, setField] = useState<FilterField>(editing?.field ?? fields[0]!);
  const [values, setValues] = useState<string[]>(editing ? [...editing.values] : []);
  const ready = canApplyFilter(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onApply(field, values);
  };

  return (
    <form
      onSubmit={submit}
      data-testid="people-filter-editor"
      aria-label={editing ? t('filters.editTitle', { field: t(`filters.fields.${field}`) }) : t('filters.addTitle')}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('filters.field')}
          value={field}
          disabled={Boolean(editing)}
          data={fields.map((value) => ({ value, label: t(`filters.fields.${value}`) }))}
          onChange={(event) => {
            setField(event.currentTarget.value as FilterField);
            setValues([]);
          }}
          data-testid="people-filter-field"
        />
        <Checkbox.Group label={t(`filters.fields.${field}`)} value={values} onChange={setValues}>
          <Stack gap={6} mt={6}>
            {FILTER_OPTIONS[field].map((option) => (
              <Checkbox key={option} value={option} label={optionLabel(field, option)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {!ready && (
          <Text id={hintId} size="sm" c="dimmed" data-testid="people-filter-hint">
            {t('filters.needOption')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('filters.cancel')}
          </Button>
          <Button type="submit" size="xs" disabled={!ready} aria-describedby={ready ? undefined : hintId} data-testid="people-filter-apply">
            {t('filters.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
