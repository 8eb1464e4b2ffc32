import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * Field errors of a form: set all at once (after validating or a server answer) and cleared one
 * field at a time as the person edits it, so a fixed field stops showing its old error.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  const reset = useCallback(() => setErrors({}), []);
  return { errors, setErrors, clear, reset };
}
