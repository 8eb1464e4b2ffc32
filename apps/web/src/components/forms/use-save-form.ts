import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors, type Validation } from './field-errors';
import { useFieldErrors } from './use-field-errors';

/** What a zod `safeParse` returns (the contract's schemas); see validateWith. */
type SafeParser<T> = Parameters<typeof validateWith<T>>[0];

/** A failed attempt: the field problems, and the thrown error when the server (not the check) refused. */
export interface SaveProblem {
  errors: FieldErrors;
  error?: unknown;
}

export interface SaveFormOptions<Data> {
  /** The contract schema the API checks with, or the form's own check giving the same answer. */
  check: SafeParser<Data> | ((values: unknown) => Validation<Data>);
  /** Sends the checked data (the mutation, a notification); a throw is shown in the form. */
  save(data: Data): Promise<unknown>;
  /** After a save went through: usually closes the dialog. */
  onSaved?(): void;
  /**
   * The form-level alert of a failed attempt, or null. Without it: `failure` when the server
   * refused without naming a field (the field problems show beside their fields).
   */
  alert?(problem: SaveProblem): string | null;
  /** The "not able to create / update" text of the default alert. */
  failure?: string;
}

/**
 * A form's save, written once for every dialog that edits a record: its values are checked against
 * the contract's schema first, then sent; the API's field problems land on their fields, a failure
 * without one becomes the form's alert, and a field stops showing its problem once edited.
 */
export function useSaveForm<Data>({ check, save, onSaved, alert, failure }: SaveFormOptions<Data>) {
  const { t } = useTranslation('forms');
  const { errors, setErrors, clear } = useFieldErrors();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const alertOf =
    alert ?? ((problem: SaveProblem) => (problem.error !== undefined && !Object.keys(problem.errors).length ? (failure ?? null) : null));

  const fail = (problem: SaveProblem) => {
    setErrors(problem.errors);
    setAlertText(alertOf(problem));
  };

  /** Resolves true when the data was saved. */
  const submit = async (values: unknown): Promise<boolean> => {
    const checked = typeof check === 'function' ? check(values) : validateWith(check, values);
    if (!checked.ok) {
      fail({ errors: checked.errors });
      return false;
    }
    setErrors({});
    setAlertText(null);
    setSaving(true);
    try {
      await save(checked.data);
    } catch (error) {
      fail({ errors: fieldErrorsFromApiError(error), error });
      return false;
    } finally {
      setSaving(false);
    }
    onSaved?.();
    return true;
  };

  return {
    submit,
    saving,
    errors,
    /** Forgets a field's problems (the person is correcting it). */
    clear,
    /** Sets problems found before a submission (a field checked as it loses focus). */
    setErrors,
    alert: alertText,
    errorOf: (...fields: string[]) => {
      const problems = fields.flatMap((field) => errors[field] ?? []);
      return problems.length ? problems.map((problem) => translateFieldError(t, problem)).join(' ') : undefined;
    },
  };
}
