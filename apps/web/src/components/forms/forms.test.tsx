import { FIELD_ERRORS, RegisterBodySchema } from '@tribuna/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderWithTheme } from '../../test/render';
import { fieldErrorsFromApiError, translateFieldError, validateWith } from './field-errors';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { passwordMeetsRules } from './password-rules';

beforeAll(async () => {
  await i18next.loadNamespaces(['forms']);
});

describe('field errors', () => {
  it('groups contract schema issues by field, as codes', () => {
    const result = validateWith(RegisterBodySchema, {
      name: '',
      surname: 'X',
      identification: '12345678A',
      email: 'nope',
      phone: '1',
      password: 'abc',
      confirmPassword: 'abd',
      privacyPolicyAccepted: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.identification).toEqual(['identification']);
    expect(result.errors.email).toEqual(['email']);
    expect(result.errors.name).toEqual(['required']);
    expect(result.errors.password).toEqual(['passwordTooShort', 'passwordUppercase', 'passwordDigit', 'passwordSymbol']);
    expect(result.errors.privacyPolicyAccepted).toEqual(['privacyNotAccepted']);
  });

  it('reads invalidParams from an API error by code, with dotted fields', () => {
    const error = new ApiError(400, 400, 'VALIDATION_FAILED', 'x', 'd', [
      { field: 'user.username', errors: [FIELD_ERRORS.required], codes: ['required'] },
      {
        field: 'dni',
        errors: ['Some newer check', 'The identification is not a valid Spanish NIF or NIE'],
        codes: ['someNewerCode', 'identification'],
      },
    ]);
    expect(fieldErrorsFromApiError(error)).toEqual({ 'user.username': ['required'], dni: ['Some newer check', 'identification'] });
    expect(fieldErrorsFromApiError(new Error('x'))).toEqual({});
  });

  it('translates codes, and shows the English text only for a code it does not know', async () => {
    await i18next.changeLanguage('es');
    const t = i18next.getFixedT('es');
    expect(translateFieldError(t, 'passwordsDoNotMatch')).toBe('Las contraseñas no coinciden');
    expect(translateFieldError(t, 'passwordTooShort')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(translateFieldError(t, 'tooLong')).toBe('Este valor es demasiado largo.');
    expect(translateFieldError(t, 'required')).toBe('Este campo es obligatorio.');
    expect(translateFieldError(t, 'Some newer check')).toBe('Some newer check');
    await i18next.changeLanguage('en');
  });
});

describe('password rules', () => {
  it('needs 8–24 characters, lower, upper, digit and symbol', () => {
    expect(passwordMeetsRules('Demo1234!')).toBe(true);
    expect(passwordMeetsRules('Dem1!')).toBe(false);
    expect(passwordMeetsRules('demo1234!')).toBe(false);
    expect(passwordMeetsRules('DEMO1234!')).toBe(false);
    expect(passwordMeetsRules('Demonstra!')).toBe(false);
    expect(passwordMeetsRules('Demo12345')).toBe(false);
    expect(passwordMeetsRules('Demo1234!'.padEnd(25, 'x'))).toBe(false);
  });

  it('shows each rule live as the person types, and toggles visibility', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <PasswordField label="Password" name="password" value={value} onChange={setValue} showRules />;
    }
    renderWithTheme(<Harness />);
    expect(screen.getByTestId('password-rule-upper')).toHaveAttribute('data-met', 'false');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Ab1');
    expect(screen.getByTestId('password-rule-upper')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-rule-digit')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-rule-symbol')).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });
});

describe('form text field', () => {
  it('shows translated errors beside the field and marks it invalid', () => {
    renderWithTheme(<FormTextField label="Email" name="email" errors={['email']} value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This value is not a valid email address.');
    expect(screen.getByTestId('field-error-email')).toBeInTheDocument();
  });
});
