import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_CLAIM_TTL_DAYS, HandOverBodySchema, type PersonDetail } from '@tribuna/contract';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, hasFieldErrors, validateWith, type FieldErrors } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useHandOver } from '../api/hand-over';
import { fieldErrorText, personErrorText } from '../lib/person-form-errors';
import { PersonSection } from './person-section';

const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/**
 * A person without an account (typically a child who came of age) gets their own: the address
 * receives a single-use link, and its owner signs in or creates the account there. The answer
 * never says whether the address already has an account.
 */
export function HandOverSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation(['person', 'forms']);
  const mutation = useHandOver(clubHash, person.id);
  const [email, setEmail] = useState(person.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const name = `${person.name} ${person.surname}`;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The schema only knows "not a valid email"; an empty field deserves "required".
    if (!email.trim()) {
      setErrors({ email: ['required'] });
      return;
    }
    const checked = validateWith(HandOverBodySchema, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setConfirming(checked.data.email);
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      const result = await mutation.mutateAsync(confirming);
      notify('success', t('person:handOver.sent', { name, email: result.email }));
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      setFailure(hasFieldErrors(fields) ? null : error);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <PersonSection title={t('person:handOver.title')} testId="hand-over">
      <Text size="sm">{t('person:handOver.intro', { name })}</Text>
      <form onSubmit={ask} noValidate style={READABLE_ERRORS} aria-label={t('person:handOver.title')}>
        <Stack gap="sm">
          {failure !== null && (
            <Notice tone="danger" role="alert" data-testid="hand-over-error">
              {personErrorText(t, failure, 'person:handOver.failed')}
            </Notice>
          )}
          <TextInput
            label={t('person:handOver.email')}
            type="email"
            name="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors({});
            }}
            error={fieldErrorText(t, errors, 'email')}
            errorProps={{ 'data-testid': 'field-error-hand-over-email' }}
          />
          <Button type="submit" variant="outline" style={{ alignSelf: 'flex-start' }} data-testid="hand-over-submit">
            {t('person:handOver.submit')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('person:handOver.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('person:actions.close') }}
      >
        <Stack gap="md">
          <Text>{t('person:handOver.confirm', { name, email: confirming ?? '', days: ACCOUNT_CLAIM_TTL_DAYS })}</Text>
          <Text size="sm">{t('person:handOver.historyStays')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('person:actions.cancel')}
            </Button>
            <Button loading={mutation.isPending} onClick={() => void confirm()} data-testid="confirm-hand-over">
              {t('person:handOver.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PersonSection>
  );
}
