import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/notice';
import { formErrorText } from './form-error';

interface FormAlertProps {
  error: unknown;
  /** Full i18n key for errors without their own text. */
  fallbackKey?: string;
  'data-testid'?: string;
}

/** The form-level error (role=alert), translated from the API's stable error code. */
export function FormAlert({ error, fallbackKey, ...rest }: FormAlertProps) {
  const { t } = useTranslation('forms');
  if (!error) return null;
  return (
    <Notice tone="danger" role="alert" data-testid={rest['data-testid'] ?? 'form-error'}>
      {formErrorText(t, error, fallbackKey)}
    </Notice>
  );
}
