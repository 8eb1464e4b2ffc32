import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { PublicClub, UserProfileResponse } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { someProfileMay } from '../../../lib/permissions';
import { ClubSearchBox } from '../../../components/clubs/club-search-box';
import { useMyAccessRequests } from '../api/get-my-access-requests';
import { useRequestAdminAccess } from '../api/request-admin-access';
import { MyAccessRequests } from './my-access-requests';

interface RequestAccessPanelProps {
  user: UserProfileResponse;
  onOpenPanel: (clubHash: string) => void;
}

function requestErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.errorCode === 'ACCESS_REQUEST_EXISTS') return 'errors.accessRequestExists';
  if (error instanceof ApiError && error.errorCode === 'RATE_LIMITED') return 'errors.rateLimited';
  return 'errors.requestFailed';
}

/** Request manager access to an existing club: pick it, add a message, wait for a manager. */
export function RequestAccessPanel({ user, onOpenPanel }: RequestAccessPanelProps) {
  const { t } = useTranslation('onboarding');
  const mine = useMyAccessRequests();
  const mutation = useRequestAdminAccess();
  const [club, setClub] = useState<PublicClub | null>(null);
  const [message, setMessage] = useState('');
  const requests = mine.data?.['hydra:member'] ?? [];
  const pendingFor = (hash: string) => requests.some((r) => r.club.hash === hash && r.status === 'pending');
  // Those who decide the club's access requests run it already: nothing to ask for.
  const manages = (hash: string) => someProfileMay(user, hash, 'onboarding.decideAccessRequests');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!club) return;
    try {
      await mutation.mutateAsync({ clubHash: club.hash, message });
      setClub(null);
      setMessage('');
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  const resultAction = (result: PublicClub) => {
    if (manages(result.hash)) {
      return (
        <Button size="xs" variant="outline" onClick={() => onOpenPanel(result.hash)} style={{ alignSelf: 'flex-start' }}>
          {t('request.alreadyManager')}
        </Button>
      );
    }
    if (pendingFor(result.hash)) return <Text size="sm">{t('request.status.pending')}</Text>;
    return (
      <Button
        size="xs"
        variant="outline"
        onClick={() => {
          mutation.reset();
          setClub(result);
        }}
        style={{ alignSelf: 'flex-start' }}
        aria-label={t('request.chooseClub', { club: result.name })}
        data-testid="request-access-choose"
      >
        {t('request.choose')}
      </Button>
    );
  };

  return (
    <Stack gap="lg">
      {mine.isPending && <PlaceholderRows />}
      {mine.isError && (
        <Notice tone="danger" role="alert">
          {t('errors.loadRequests')}
        </Notice>
      )}
      {mutation.isSuccess && (
        <Notice tone="info" data-testid="access-request-sent">
          {t('request.sent', { club: mutation.data.club.name })}
        </Notice>
      )}
      <MyAccessRequests requests={requests} onOpenPanel={onOpenPanel} />
      {club ? (
        <form onSubmit={(event) => void submit(event)} aria-label={t('request.formLabel')} data-testid="access-request-form">
          <Stack gap="md">
            <Text>{t('request.confirm', { club: club.name })}</Text>
            {mutation.isError && (
              <Notice tone="danger" role="alert" data-testid="access-request-error">
                {t(requestErrorKey(mutation.error))}
              </Notice>
            )}
            <Textarea
              label={t('request.message')}
              description={t('request.messageHelp')}
              name="message"
              maxLength={500}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button type="submit" loading={mutation.isPending} data-testid="access-request-submit">
                {t('request.submit')}
              </Button>
              <Button variant="subtle" onClick={() => setClub(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <ClubSearchBox label={t('request.searchLabel')} renderResult={resultAction} />
      )}
    </Stack>
  );
}
