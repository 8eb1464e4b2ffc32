import { Button, Group, Modal, Stack } from '@mantine/core';
import { PASSWORD_MAX, type FieldErrorCode } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorsFromApiError,
  hasFieldErrors,
  PasswordField,
  PASSWORD_RULES,
  useFieldErrors,
  type FieldErrors,
} from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
/** The contract's field error code per password rule, so the client and the API word errors alike. */
const RULE_CODES: Record<(typeof PASSWORD_RULES)[number]['id'], FieldErrorCode> = {
  length: 'passwordTooShort',
  lower: 'passwordLowercase',
  upper: 'passwordUppercase',
  digit: 'passwordDigit',
  symbol: 'passwordSymbol',
};

export function validateChangePassword(values: ChangePasswordInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = ['required'];
  const broken: FieldErrorCode[] = PASSWORD_RULES.filter((rule) => !rule.test(values.newPassword)).map((rule) => RULE_CODES[rule.id]);
  if (values.newPassword.length > PASSWORD_MAX) broken[0] = 'passwordTooLong';
  if (broken.length) errors.newPassword = broken;
  if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = ['passwordsDoNotMatch'];
  return errors;
}

/** Change password, from the user menu: the password rules live, errors beside each field. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['session', 'forms']);
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const { errors, setErrors, clear, reset } = useFieldErrors();
  const [failure, setFailure] = useState<'wrong' | 'other' | null>(null);
  const mutation = useChangePassword();

  const close = () => {
    setValues(EMPTY);
    reset();
    setFailure(null);
    onClose();
  };

  const set = (field: keyof ChangePasswordInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    // The confirmation's mismatch shows live once both have been typed.
    if (field !== 'currentPassword') clear('confirmNewPassword');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateChangePassword(values);
    if (hasFieldErrors(found)) return setErrors(found);
    mutation.mutate(values, {
      onSuccess: () => {
        // Spec 9: the alert closes by itself after 7 seconds.
        notify('success', t('changePassword.success'));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === 'PASSWORD_WRONG') {
          setErrors({ currentPassword: ['passwordWrong'] });
          return setFailure('wrong');
        }
        const fields = fieldErrorsFromApiError(error);
        if (hasFieldErrors(fields)) return setErrors(fields);
        setFailure('other');
      },
    });
  };

  const mismatch = values.confirmNewPassword !== '' && values.confirmNewPassword !== values.newPassword;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('changePassword.title')}
      centered
      closeButtonProps={{ 'aria-label': t('changePassword.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="change-password-modal">
        <Stack gap="sm">
          {failure && (
            <Notice tone="danger" role="alert" data-testid={failure === 'wrong' ? 'change-password-wrong' : 'change-password-error'}>
              {t(failure === 'wrong' ? 'changePassword.passwordWrongDetail' : 'changePassword.error')}
            </Notice>
          )}
          <PasswordField
            label={t('changePassword.current')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            errors={errors.currentPassword}
          />
          <PasswordField
            label={t('changePassword.new')}
            name="newPassword"
            showRules
            value={values.newPassword}
            onChange={set('newPassword')}
            errors={errors.newPassword}
          />
          <PasswordField
            label={t('changePassword.confirm')}
            name="confirmNewPassword"
            value={values.confirmNewPassword}
            onChange={set('confirmNewPassword')}
            errors={errors.confirmNewPassword ?? (mismatch ? ['passwordsDoNotMatch'] : undefined)}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={close} disabled={mutation.isPending}>
              {t('changePassword.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
