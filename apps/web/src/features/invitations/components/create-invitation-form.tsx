import { Button, Card, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { INVITABLE_ROLES, type Invitation } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { useCreateInvitation, type InvitableRole } from '../api/create-invitation';
import { absoluteInvitationUrl } from '../lib/invitation-status';
import {
  buildInvitation,
  defaultExpiry,
  MAX_USES_LIMIT,
  tomorrow,
  type InvitationFormErrors,
  type InvitationFormValues,
} from '../lib/invitation-form';
import { CopyLinkField } from '../../../components/ui/copy-link-field';

/** New invitation link: profile type, expiry date, optional use limit; shows the link to copy. */
export function CreateInvitationForm({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('onboarding');
  const mutation = useCreateInvitation(clubHash);
  const [values, setValues] = useState<InvitationFormValues>(() => ({ role: 'member', expiresOn: defaultExpiry(), maxUses: '' }));
  const [errors, setErrors] = useState<InvitationFormErrors>({});
  const [created, setCreated] = useState<Invitation | null>(null);

  const set = (field: keyof InvitationFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildInvitation(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      setCreated(await mutation.mutateAsync(built.body));
    } catch {
      setCreated(null);
    }
  };

  const errorText = (field: keyof InvitationFormValues) => {
    const problem = errors[field];
    return problem ? t(`invitations.errors.${problem}`, { max: MAX_USES_LIMIT }) : undefined;
  };
  const roles = INVITABLE_ROLES.map((role: InvitableRole) => ({ value: role, label: t(`roles.${role}`) }));

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="create-invitation">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-invitation" data-testid="create-invitation-form">
        <Stack gap="md">
          <Title order={2} size="h3" id="create-invitation">
            {t('invitations.create')}
          </Title>
          {mutation.isError && (
            <Notice tone="danger" role="alert" data-testid="create-invitation-error">
              {t('invitations.createFailed')}
            </Notice>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t('invitations.role')}
              name="role"
              data={roles}
              value={values.role}
              onChange={set('role')}
              error={errorText('role')}
            />
            <TextInput
              type="date"
              label={t('invitations.expiresOn')}
              name="expiresOn"
              required
              min={tomorrow()}
              value={values.expiresOn}
              onChange={set('expiresOn')}
              error={errorText('expiresOn')}
            />
            <TextInput
              type="number"
              label={t('invitations.maxUses')}
              description={t('invitations.maxUsesHelp')}
              name="maxUses"
              min={1}
              max={MAX_USES_LIMIT}
              step={1}
              inputMode="numeric"
              value={values.maxUses}
              onChange={set('maxUses')}
              error={errorText('maxUses')}
            />
          </SimpleGrid>
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }} data-testid="create-invitation-submit">
            {t('invitations.submit')}
          </Button>
          {created && (
            <Stack gap="xs" data-testid="created-invitation">
              <Notice tone="info">{t('invitations.created', { role: t(`roles.${created.role}`) })}</Notice>
              <CopyLinkField url={absoluteInvitationUrl(created.url)} label={t('invitations.link')} testId="invitation-link" />
            </Stack>
          )}
        </Stack>
      </form>
    </Card>
  );
}
