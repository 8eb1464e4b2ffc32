import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import type { FieldErrors } from './field-errors';
import { FormCheckbox } from './form-checkbox';
import { PasswordField } from './password-field';

export type NewAccountSecretValues = { password: string; confirmPassword: string; privacyPolicyAccepted: boolean };

/**
 * What every new account gives, whichever door it comes through (signup, claiming a child's
 * record): a password with its rules, its confirmation and the privacy policy accepted.
 */
export function NewAccountSecretFields({
  values,
  errors,
  onPassword,
  onPrivacy,
}: {
  values: NewAccountSecretValues;
  errors: FieldErrors;
  onPassword: (key: 'password' | 'confirmPassword', value: string) => void;
  onPrivacy: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        name="password"
        label={t('signup.form.password')}
        value={values.password}
        onChange={(value) => onPassword('password', value)}
        errors={errors.password}
        showRules
      />
      <PasswordField
        name="confirmPassword"
        label={t('signup.form.confirmPassword')}
        value={values.confirmPassword}
        onChange={(value) => onPassword('confirmPassword', value)}
        errors={errors.confirmPassword}
      />
      <FormCheckbox
        name="privacyPolicyAccepted"
        required
        checked={values.privacyPolicyAccepted}
        onChange={onPrivacy}
        errors={errors.privacyPolicyAccepted}
        label={
          <Trans
            t={t}
            i18nKey="signup.form.privacy"
            components={{ policy: <a href={paths.legal.privacyPolicy} target="_blank" rel="noopener noreferrer" /> }}
          />
        }
      />
    </>
  );
}
