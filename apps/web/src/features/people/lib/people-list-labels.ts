import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from './people-list-filters';

const OPTION_KEYS: Record<FilterField, string> = { category: 'categories', gender: 'genders', status: 'statuses' };

/** Translated label of a filter option (category, gender or status value). */
export function useFilterOptionLabel() {
  const { t } = useTranslation('people');
  return useCallback((field: FilterField, option: string) => t(`${OPTION_KEYS[field]}.${option}`), [t]);
}
