import { Button, Group, Modal, Stack } from '@mantine/core';
import { ERROR_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from '@tribuna/contract';
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
const BLANK = 'This value should not be blank.';
/** The contract's message per password rule, so the client and the API word errors alike. */
const RULE_MESSAGES: Record<(typeof PASSWORD_RULES)[number]['id'], string> = {
  length: `The password must be at least ${PASSWORD_MIN} characters long`,
  lower: 'The password must contain a lowercase letter',
  upper: 'The password must contain an uppercase letter',
  digit: 'The password must contain a number',
  symbol: 'The password must contain a symbol',
};
/** "Password is wrong" beside the current password (spec 5), in this namespace. */
const MESSAGES = { [ERROR_MESSAGES.passwordWrong]: 'session:changePassword.passwordWrong' };

export function validateChangePassword(values: ChangePasswordInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = [BLANK];
  const broken = PASSWORD_RULES.filter((rule) => !rule.test(values.newPassword)).map((rule) => RULE_MESSAGES[rule.id]);
  if (values.newPassword.length > PASSWORD_MAX) broken[0] = `The password must be at most ${PASSWORD_MAX} characters long`;
  if (broken.length) errors.newPassword = broken;
  if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = [PASSWORDS_DO_NOT_MATCH];
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
          setErrors({ currentPassword: [ERROR_MESSAGES.passwordWrong] });
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
    <Modal opened={opened} onClose={close} title={t('changePassword.title')} centered closeButtonProps={{ 'aria-label': t('changePassword.close') }}>
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
            messages={MESSAGES}
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
            errors={errors.confirmNewPassword ?? (mismatch ? [PASSWORDS_DO_NOT_MATCH] : undefined)}
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
