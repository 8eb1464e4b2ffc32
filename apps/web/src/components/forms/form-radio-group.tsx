import { useId } from 'react';
import { describedBy, FieldMessage } from './field-message';
import classes from './forms.module.css';

interface FormRadioGroupProps<V extends string> {
  name: string;
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  errors?: readonly string[];
}

/** Native radio buttons in a fieldset: arrow keys move between options, as browsers do. */
export function FormRadioGroup<V extends string>({ name, legend, value, options, onChange, errors }: FormRadioGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={classes.radioGroup} aria-describedby={describedBy(invalid && errorId)} data-testid={`radio-${name}`}>
      <legend className={classes.legend}>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={classes.checkRow}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            className={classes.checkInput}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`} className={classes.checkLabel}>
            {option.label}
          </label>
        </div>
      ))}
      <FieldMessage id={errorId} errors={errors} testId={`field-error-${name}`} />
    </fieldset>
  );
}
