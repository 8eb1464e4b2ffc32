import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeFrom } from '../../../app/safe-from';
import { paths } from '../../../config/paths';
import { CheckEmailStep } from './check-email-step';
import { SignupCard } from './signup-card';
import { UserSignupForm } from './user-signup-form';

/** /auth/signup/user-signup: the form, then the "check your email" step. */
export function UserSignupPage() {
  const { t } = useTranslation('account');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // Where the person was going (an invitation link, club registration) before signing up.
  const [params] = useSearchParams();
  const from = safeFrom(params.get('from'));
  return (
    <SignupCard>
      {registeredEmail ? (
        <CheckEmailStep email={registeredEmail} continueTo={from} />
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('signup.form.heading')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('signup.form.subheading')} {t('forms:requiredHint')}
            </Text>
          </div>
          <UserSignupForm onRegistered={setRegisteredEmail} />
          <Text size="sm" ta="center">
            {t('signup.landing.haveAccount')}{' '}
            <Anchor component={Link} to={paths.auth.login} underline="always">
              {t('signup.landing.logIn')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </SignupCard>
  );
}
