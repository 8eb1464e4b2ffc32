import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessage } from './field-message';
import classes from './forms.module.css';

interface FormCheckboxProps {
  name: string;
  /** May contain a link (e.g. the privacy policy); keep it short. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  errors?: readonly string[];
}

/** A native checkbox whose label may hold links, with its error beside it. */
export function FormCheckbox({ name, label, checked, onChange, required, errors }: FormCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className={classes.checkRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={classes.checkInput}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && errorId)}
        />
        <label htmlFor={id} className={classes.checkLabel}>
          {label}
        </label>
      </div>
      <FieldMessage id={errorId} errors={errors} testId={`field-error-${name}`} />
    </div>
  );
}
