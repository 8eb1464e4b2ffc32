import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldClasses from '../ui/field.module.css';
import { FieldLabel } from './field-label';
import { describedBy, FieldMessage } from './field-message';
import classes from './forms.module.css';
import { PasswordRulesList } from './password-rules-list';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  /** Show the live rules checklist (new passwords); off for confirmations and current passwords. */
  showRules?: boolean;
  autoComplete?: 'new-password' | 'current-password';
  required?: boolean;
  onBlur?: () => void;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * Password input with a show/hide toggle and, for new passwords, the live rules of spec 5.
 * Errors (`data-testid="field-error-<name>"`) are translated from the contract's field error codes.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { label, name, value, onChange, errors, showRules = false, autoComplete = 'new-password', required = true, onBlur } = props;
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const rulesId = `${id}-rules`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClasses.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={classes.withToggle}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={[fieldClasses.control, invalid ? classes.invalid : ''].join(' ')}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(showRules && rulesId, invalid && errorId)}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-label={t('password.show')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          data-testid={`toggle-${name}`}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
      {showRules && <PasswordRulesList id={rulesId} value={value} />}
      {/* With the checklist on screen, one message is enough; the list shows which rules fail. */}
      <FieldMessage id={errorId} errors={showRules ? errors?.slice(0, 1) : errors} testId={`field-error-${name}`} />
    </div>
  );
}
