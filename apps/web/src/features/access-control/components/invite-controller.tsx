import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useCreateControllerInvitation } from '../api/controller-invitation';

/** A one-time invitation link for a volunteer without a profile: joining through it makes them a controller. */
export function InviteController({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const create = useCreateControllerInvitation(clubHash);
  // The API may answer a path or a full address: the link handed out is always a full one.
  const url = create.data?.url ? new URL(create.data.url, window.location.origin).toString() : '';
  return (
    <Stack gap="xs" component="section" aria-labelledby="access-controllers-invite">
      <Title order={2} size="h4" id="access-controllers-invite">
        {t('controllers.inviteTitle')}
      </Title>
      <Text size="sm">{t('controllers.invite')}</Text>
      {create.isError && (
        <Notice tone="danger" role="alert">
          {t('errors.invite')}
        </Notice>
      )}
      {url ? (
        <CopyLinkField url={url} label={t('controllers.inviteUrl')} testId="access-controller-invite-url" />
      ) : (
        <div>
          <Button variant="outline" loading={create.isPending} onClick={() => create.mutate()} data-testid="access-controller-invite">
            {t('controllers.inviteCreate')}
          </Button>
        </div>
      )}
      <Anchor component={Link} to={paths.manager.persons.invitations(clubHash)} size="sm" c="brand.8">
        {t('controllers.inviteLink')}
      </Anchor>
    </Stack>
  );
}
