import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { sessionFromToken } from '../../../lib/session/create-session';
import { setSession } from '../../../lib/session/session-store';
import { normaliseLogin, useLogin } from '../api/login';
import classes from './login-page.module.css';

interface LoginFormProps {
  expiredToken: boolean;
  /** Called once the session is stored; the route decides where to go next. */
  onLoggedIn: () => Promise<void> | void;
  /** Called once, when the person first types or clicks in the form. */
  onFirstInput?: () => void;
}

export function LoginForm({ expiredToken, onLoggedIn, onFirstInput }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = normaliseLogin({ username, password });
    const token = await mutation.mutate(body);
    if (!token) return;
    setSession(sessionFromToken(token, { userIdentifier: body.username, keepLoggedIn }));
    setFinishing(true);
    try {
      await onLoggedIn();
    } finally {
      setFinishing(false);
    }
  };

  const error = mutation.error;
  const errorText =
    error instanceof ApiError && error.httpStatus === 401 ? t('login.invalidCredentials') : error ? t('login.unexpectedError') : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onInput={onFirstInput}
      onPointerDown={onFirstInput}
      noValidate
      aria-label={t('login.formLabel')}
      className={classes.form}
    >
      {expiredToken && !error && (
        <Notice tone="warning" data-testid="session-expired">
          {t('login.sessionExpired')}
        </Notice>
      )}
      {errorText && (
        <Notice tone="danger" role="alert" data-testid="login-error">
          {errorText}
        </Notice>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
      />
      <TextField
        type="password"
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <CheckboxField label={t('login.keepLoggedIn')} checked={keepLoggedIn} onChange={(e) => setKeepLoggedIn(e.currentTarget.checked)} />
      <PlainButton type="submit" fullWidth loading={mutation.isPending || finishing} disabled={!username.trim() || !password}>
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}
