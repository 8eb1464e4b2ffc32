import { useId, type InputHTMLAttributes } from 'react';
import fieldClasses from '../ui/field.module.css';
import { FieldLabel } from './field-label';
import { describedBy, FieldMessage } from './field-message';
import classes from './forms.module.css';

export interface FormTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'name'> {
  label: string;
  /** Field name; also the invalidParams field it shows errors for and the test id suffix. */
  name: string;
  errors?: readonly string[];
  description?: string;
}

/**
 * A labelled native input with its help text and its translated errors beside it
 * (`data-testid="field-error-<name>"`), marked aria-invalid while it has errors.
 */
export function FormTextField({ label, name, errors, description, required, ...rest }: FormTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClasses.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        className={[fieldClasses.control, invalid ? classes.invalid : ''].join(' ')}
        required={required}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(description && descriptionId, invalid && errorId)}
        {...rest}
      />
      {description && (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      )}
      <FieldMessage id={errorId} errors={errors} testId={`field-error-${name}`} />
    </div>
  );
}
