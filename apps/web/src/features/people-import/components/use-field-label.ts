import { PEOPLE_IMPORT_FIELDS, type PeopleImportField } from '@tribuna/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isField = (field: string): field is PeopleImportField => (PEOPLE_IMPORT_FIELDS as readonly string[]).includes(field);

/** A person field's name as the page shows it; anything else (a newer field) as the API names it. */
export function useFieldLabel() {
  const { t } = useTranslation('imports');
  return useCallback((field: string) => (isField(field) ? t(`fields.${field}`) : field), [t]);
}
