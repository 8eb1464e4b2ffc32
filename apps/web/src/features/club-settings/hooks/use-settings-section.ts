import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorsFromApiError,
  hasFieldErrors,
  translateFieldError,
  type FieldErrors,
  type Validation,
} from '../../../components/forms/field-errors';
import { notify } from '../../../lib/notify';
import { useUpdateClubSettings } from '../api/update-club-settings';
import { sameValues } from '../lib/settings-form';

interface Options<V> {
  clubHash: string;
  settings: ClubSettings;
  /** The section's form values read from the server's settings. */
  read: (settings: ClubSettings) => V;
  /** The PATCH body for these values (checked), or the field errors keyed by API path. */
  build: (values: V, saved: V) => Validation<UpdateClubSettingsBody>;
  /** Which API path each value shows its errors under (cleared as the person edits it). */
  paths: Partial<Record<keyof V, string>>;
  /** Reports unsaved changes to the page (it warns before leaving). */
  onDirtyChange: (dirty: boolean) => void;
  /** Alert text after a successful save (defaults to the generic one). */
  savedText?: (settings: ClubSettings) => string;
}

/**
 * One settings section as its own small form: values, unsaved-change tracking, the contract's
 * checks, field errors from the API (by path) and the save itself. Edits in other sections are
 * kept when this one saves: the values follow the server only while they are unchanged.
 */
export function useSettingsSection<V>({ clubHash, settings, read, build, paths, onDirtyChange, savedText }: Options<V>) {
  const { t } = useTranslation('settings');
  const mutation = useUpdateClubSettings(clubHash);
  const source = read(settings);
  const [saved, setSaved] = useState<V>(source);
  const [values, setValues] = useState<V>(source);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const dirty = !sameValues(values, saved);

  // New server values (another section saved, a refetch): adopt them unless edited here.
  if (!sameValues(source, saved)) {
    setSaved(source);
    if (!dirty) setValues(source);
  }

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const set = useCallback(
    (patch: Partial<V>) => {
      setValues((current) => ({ ...current, ...patch }));
      const touched = Object.keys(patch)
        .map((key) => paths[key as keyof V])
        .filter(Boolean) as string[];
      if (touched.length) {
        setErrors((current) => {
          const next = { ...current };
          for (const path of touched) delete next[path];
          return next;
        });
      }
    },
    [paths],
  );

  /** The checked body, or null after showing what is wrong. */
  const check = (): UpdateClubSettingsBody | null => {
    const built = build(values, saved);
    if (built.ok) {
      setErrors({});
      return built.data;
    }
    setErrors(built.errors);
    setFormError(null);
    return null;
  };

  const send = async (body: UpdateClubSettingsBody): Promise<boolean> => {
    setFormError(null);
    try {
      const updated = await mutation.mutateAsync(body);
      const next = read(updated);
      setSaved(next);
      setValues(next);
      setErrors({});
      notify('success', savedText ? savedText(updated) : t('page.saved'));
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsFromApiError(error);
      setErrors(fieldErrors);
      // Field errors show beside their fields (and a summary); anything else in the section's alert.
      setFormError(hasFieldErrors(fieldErrors) ? null : error);
      return false;
    }
  };

  const save = async () => {
    const body = check();
    return body ? send(body) : false;
  };

  /** The translated error of one API path, for the field's `error` prop. */
  const errorOf = (path: string): string | undefined => {
    const list = errors[path];
    return list?.length ? list.map((code) => translateFieldError(t, code)).join(' ') : undefined;
  };

  const showsFieldErrors = hasFieldErrors(errors);
  return { values, set, dirty, errors, errorOf, showsFieldErrors, formError, saving: mutation.isPending, check, send, save };
}
