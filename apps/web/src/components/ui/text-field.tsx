import { useId, type InputHTMLAttributes } from 'react';
import classes from './field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
}

/** Labelled native text input for the public pages (Mantine's inputs weigh on the login budget). */
export function TextField({ label, required, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input id={id} className={classes.control} required={required} {...rest} />
    </div>
  );
}
