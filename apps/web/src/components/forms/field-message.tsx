import { useTranslation } from 'react-i18next';
import classes from './forms.module.css';
import { translateFieldError } from './field-errors';

interface FieldMessageProps {
  id: string;
  /** Untranslated messages (contract English texts); translated here. */
  errors?: readonly string[];
  /** Extra message → i18n key map (see translateFieldError). */
  messages?: Record<string, string>;
  testId?: string;
}

/** The error text beside a field; the field points at it with aria-describedby. */
export function FieldMessage({ id, errors, messages, testId }: FieldMessageProps) {
  const { t } = useTranslation('forms');
  if (!errors?.length) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      {errors.map((message) => translateFieldError(t, message, messages)).join(' ')}
    </p>
  );
}

/** Ids the input's aria-describedby should name, in reading order. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
