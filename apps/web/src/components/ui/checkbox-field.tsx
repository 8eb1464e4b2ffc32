import { useId, type ChangeEvent } from 'react';
import classes from './checkbox-field.module.css';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  description?: string;
}

/**
 * A native checkbox with its label, styled with the theme colour. Used on the public pages
 * instead of Mantine's Checkbox to keep the login page's JavaScript small.
 */
export function CheckboxField({ label, checked, onChange, disabled, description }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={classes.field}>
      <input
        id={id}
        type="checkbox"
        className={classes.input}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        readOnly={!onChange}
        aria-describedby={descriptionId}
      />
      <div>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {description && (
          <div id={descriptionId} className={classes.description}>
            {description}
          </div>
        )}
      </div>
    </div>
  );
}
