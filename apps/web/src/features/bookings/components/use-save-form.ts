import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';

type SafeParser<T> = Parameters<typeof validateWith<T>>[0];

/**
 * The bookings dialogs' save: checked against the contract's schema first, then sent; the API's
 * field problems land on their fields, anything else is `failure` (the "not able to create /
 * update" text), and `onSaved` closes the dialog.
 */
export function useSaveForm<T>({
  schema,
  save,
  onSaved,
  failure,
}: {
  schema: SafeParser<T>;
  save: (data: T) => Promise<unknown>;
  onSaved: () => void;
  failure: string;
}) {
  const { t } = useTranslation('bookings');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (values: unknown) => {
    const checked = validateWith(schema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailed(null);
    try {
      await save(checked.data);
      onSaved();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailed(failure);
    }
  };
  return {
    submit,
    failure: failed,
    errorOf: (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' '),
  };
}
