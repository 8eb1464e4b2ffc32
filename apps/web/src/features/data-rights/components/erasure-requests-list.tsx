import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ErasureRequest } from '@tribuna/contract/data-rights';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDecideErasure, useErasureRequests } from '../api/erasure-requests';

/** Badge tones that keep 4.5:1 contrast (the e2e axe check). */
const STATUS_TONE: Record<ErasureRequest['status'], { variant: 'light' | 'outline'; color: string }> = {
  awaiting_approval: { variant: 'light', color: 'accent' },
  scheduled: { variant: 'light', color: 'red' },
  executed: { variant: 'outline', color: 'dark' },
  cancelled: { variant: 'outline', color: 'dark' },
  undone: { variant: 'outline', color: 'dark' },
};

/** The club's erasure requests, each with its deadline, who asked and approved, and its buttons. */
export function ErasureRequestsList({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation(['rights', 'forms']);
  const requests = useErasureRequests(clubHash);
  const decide = useDecideErasure(clubHash);
  const rows = requests.data?.['hydra:member'] ?? [];
  const day = (iso: string) =>
    new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const act = (request: ErasureRequest, decision: 'approve' | 'cancel') =>
    decide.mutate(
      { requestHash: request.hash, decision },
      {
        onSuccess: (result) =>
          notify(
            'success',
            t(decision === 'approve' ? 'rights.approved' : result.status === 'undone' ? 'rights.undone' : 'rights.cancelled'),
          ),
        onError: (failure) => {
          const reason = failure instanceof ApiError ? failure.reason : undefined;
          notify('error', reason ? t(`forms:fieldErrors.${reason}`) : t('rights.loadError'));
        },
      },
    );

  if (requests.isPending) return <PlaceholderRows />;
  if (requests.isError)
    return <LoadError message={t('rights.loadError')} retryLabel={t('retry')} onRetry={() => void requests.refetch()} />;
  if (rows.length === 0) return <Text data-testid="erasure-requests-empty">{t('rights.requestsEmpty')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="erasure-requests">
      {rows.map((request) => {
        const busy = decide.isPending && decide.variables?.requestHash === request.hash;
        const open = request.status === 'awaiting_approval' || request.status === 'scheduled';
        return (
          <Paper component="li" key={request.hash} withBorder radius="md" p="sm" data-testid="erasure-request" data-status={request.status}>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600}>{request.person.name}</Text>
                <Group gap={6}>
                  {request.overdue && (
                    <Badge color="red.9" variant="filled">
                      {t('rights.overdue')}
                    </Badge>
                  )}
                  <Badge {...STATUS_TONE[request.status]}>{t(`statuses.${request.status}`)}</Badge>
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {t('rights.requestedBy', { name: request.requestedBy, date: day(request.requestedAt) })}
                {request.status === 'awaiting_approval' && ` · ${t('rights.dueOn', { date: day(request.dueOn) })}`}
              </Text>
              {request.approvedBy && request.approvedAt && (
                <Text size="sm" c="dimmed">
                  {t('rights.approvedBy', { name: request.approvedBy, date: day(request.approvedAt) })}
                </Text>
              )}
              {request.status === 'scheduled' && request.executesAt && (
                <Text size="sm">{t('rights.executesAt', { date: day(request.executesAt) })}</Text>
              )}
              {request.executedAt && <Text size="sm">{t('rights.executedAt', { date: day(request.executedAt) })}</Text>}
              {request.note && (
                <Text size="sm" fs="italic">
                  {request.note}
                </Text>
              )}
              {open && (
                <Group gap="xs" mt={4} wrap="wrap">
                  {request.canApprove && (
                    <Button size="xs" color="red" onClick={() => act(request, 'approve')} loading={busy} data-testid="erasure-approve">
                      {t('rights.approve')}
                    </Button>
                  )}
                  {request.status === 'awaiting_approval' && !request.canApprove && (
                    <Text size="xs" c="dimmed" data-testid="erasure-own">
                      {t('rights.ownRequest')}
                    </Text>
                  )}
                  <Button size="xs" variant="default" onClick={() => act(request, 'cancel')} loading={busy} data-testid="erasure-cancel">
                    {request.status === 'scheduled' ? t('rights.undo') : t('rights.cancel')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
