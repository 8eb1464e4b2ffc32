import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { RECOVERY_RETRY_AFTER_SECONDS } from '@tribuna/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsFromApiError } from '../../../components/forms';
import { paths } from '../../../config/paths';
import { sessionFromToken } from '../../../lib/session/create-session';
import { setSession } from '../../../lib/session/session-store';
import { useConfirmPasswordReset, type PasswordResetConfirm } from '../api/confirm-password-reset';
import { useRequestPasswordReset, type PasswordResetRequest } from '../api/request-password-reset';
import { useValidateResetCode } from '../api/validate-reset-code';
import { useCountdown } from '../hooks/use-countdown';
import { RecoveryCodeStep } from './recovery-code-step';
import { RecoveryPasswordStep } from './recovery-password-step';
import { RecoveryRequestStep } from './recovery-request-step';

type Step = 'request' | 'code' | 'password';
const STEP_NUMBER: Record<Step, number> = { request: 1, code: 2, password: 3 };

/**
 * Password recovery by code (spec 4, 5): request → code → new password. Every call is public
 * (no bearer token), so nothing here can trigger the 401 → logout rule (spec 7).
 */
export function PasswordRecoveryPage({ onRecovered }: { onRecovered: () => void }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>('request');
  const [request, setRequest] = useState<PasswordResetRequest>({ username: '', method: 'email' });
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const countdown = useCountdown(RECOVERY_RETRY_AFTER_SECONDS);
  const requestReset = useRequestPasswordReset();
  const validate = useValidateResetCode();
  const confirm = useConfirmPasswordReset();
  const confirmErrors = useMemo(() => fieldErrorsFromApiError(confirm.error), [confirm.error]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each step is a new screen for screen-reader users: move focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const send = (body: PasswordResetRequest, isRetry: boolean) => {
    validate.reset();
    requestReset.mutate(body, {
      onSuccess: (answer) => {
        setRequest(body);
        setResent(isRetry);
        countdown.restart(answer.retryAfter > 0 ? answer.retryAfter : RECOVERY_RETRY_AFTER_SECONDS);
        setStep('code');
      },
    });
  };

  const checkCode = (value: string) => {
    requestReset.reset();
    // The answer carries a token too; the session starts only once the new password is set.
    validate.mutate(
      { username: request.username, code: value },
      {
        onSuccess: () => {
          setCode(value);
          setStep('password');
        },
      },
    );
  };

  const setPassword = (body: PasswordResetConfirm) =>
    confirm.mutate(body, {
      onSuccess: (token) => {
        setSession(sessionFromToken(token, { userIdentifier: body.username, keepLoggedIn: false }));
        onRecovered();
      },
    });

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {t('recovery.heading')}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="recovery-step" data-step={step}>
            {t('recovery.stepOf', { step: STEP_NUMBER[step], total: 3 })} · {t(`recovery.steps.${step}`)}
          </Text>
        </div>
        {step === 'request' && (
          <RecoveryRequestStep
            initial={request}
            pending={requestReset.isPending}
            error={requestReset.error}
            onSubmit={(body) => send(body, false)}
          />
        )}
        {step === 'code' && (
          <RecoveryCodeStep
            username={request.username}
            method={request.method}
            remaining={countdown.remaining}
            pending={validate.isPending}
            retrying={requestReset.isPending}
            error={validate.error ?? requestReset.error}
            notice={resent ? t('recovery.code.resent') : null}
            onSubmit={checkCode}
            onRetry={() => send(request, true)}
            onChooseAnother={() => {
              requestReset.reset();
              validate.reset();
              setStep('request');
            }}
          />
        )}
        {step === 'password' && (
          <RecoveryPasswordStep
            username={request.username}
            code={code}
            pending={confirm.isPending}
            error={confirm.error}
            serverErrors={confirmErrors}
            onSubmit={setPassword}
          />
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.auth.login} underline="always">
            {t('recovery.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
