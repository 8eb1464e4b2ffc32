import { useTranslation } from 'react-i18next';
import classes from './forms.module.css';
import { translateFieldError } from './field-errors';

interface FieldMessageProps {
  id: string;
  /** Field error codes (or a server's English text for an unknown code); translated here. */
  errors?: readonly string[];
  testId?: string;
}

/** The error text beside a field; the field points at it with aria-describedby. */
export function FieldMessage({ id, errors, testId }: FieldMessageProps) {
  const { t } = useTranslation('forms');
  if (!errors?.length) return null;
  return (
    <p id={id} className={classes.error} data-testid={testId}>
      {errors.map((problem) => translateFieldError(t, problem)).join(' ')}
    </p>
  );
}

/** Ids the input's aria-describedby should name, in reading order. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
