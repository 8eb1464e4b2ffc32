import { NativeSelect, Paper } from '@mantine/core';
import { PEOPLE_IMPORT_FIELDS, type PeopleImportField } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { REQUIRED_FIELDS } from '../lib/import-mapping';
import { useFieldLabel } from './use-field-label';

interface ColumnMappingFieldProps {
  column: string;
  index: number;
  /** A few values of the column from the preview, so the manager recognises it. */
  examples: string[];
  value: PeopleImportField | undefined;
  onChange: (field: PeopleImportField | null) => void;
  error?: string;
  disabled?: boolean;
}

/** One column of the file → the person field it fills, or nothing. */
export function ColumnMappingField({ column, index, examples, value, onChange, error, disabled }: ColumnMappingFieldProps) {
  const { t } = useTranslation('imports');
  const label = useFieldLabel();
  const options = [
    { value: '', label: t('mapping.skipColumn') },
    ...PEOPLE_IMPORT_FIELDS.map((field) => ({ value: field, label: REQUIRED_FIELDS.includes(field) ? `${label(field)} *` : label(field) })),
  ];
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="column-mapping" data-column={column}>
      <NativeSelect
        label={t('mapping.columnLabel', { column })}
        description={examples.length > 0 ? t('mapping.examples', { values: examples.join(', ') }) : t('mapping.noExamples')}
        data={options}
        value={value ?? ''}
        onChange={(event) => onChange((event.currentTarget.value || null) as PeopleImportField | null)}
        error={error}
        disabled={disabled}
        name={`column-${index}`}
      />
    </Paper>
  );
}
