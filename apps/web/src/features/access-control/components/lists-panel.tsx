import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccessList } from '@tribuna/contract/access-control';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMay } from '../../../lib/permissions';
import { useAccessLists, useDeleteAccessList } from '../api/access-lists';
import { useListRules } from '../lib/list-rules';
import { ListFormModal } from './list-form-modal';

/** The check-in lists ("Main gate", "Gate 2", a match's tickets) with their rules in words. */
export function ListsPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const may = useMay();
  const canManage = may(ACCESS_CONTROL_ROUTES.createAccessList.access);
  const lists = useAccessLists(clubHash);
  const remove = useDeleteAccessList(clubHash);
  const [editing, setEditing] = useState<AccessList | 'new' | null>(null);
  const [removing, setRemoving] = useState<AccessList | null>(null);
  const items = lists.data?.['hydra:member'] ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.hash, {
      onSuccess: () => notify('success', t('lists.removed', { name: removing.name })),
      onError: (error) =>
        notify('error', t(error instanceof ApiError && error.status === 409 ? 'errors.listHasScans' : 'errors.removeList')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 16rem' }}>
          {t('lists.intro')}
        </Text>
        {canManage && (
          <Button onClick={() => setEditing('new')} data-testid="access-list-add">
            {t('lists.add')}
          </Button>
        )}
      </Group>
      {lists.isPending && <PlaceholderRows />}
      {lists.isError && <LoadError message={t('errors.loadLists')} retryLabel={t('actions.retry')} onRetry={() => void lists.refetch()} />}
      {lists.isSuccess && items.length === 0 && <Text data-testid="access-lists-empty">{t('lists.empty')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('lists.label')} data-testid="access-lists">
          {items.map((list) => (
            <ListRow key={list.hash} list={list} canManage={canManage} onEdit={() => setEditing(list)} onRemove={() => setRemoving(list)} />
          ))}
        </Stack>
      )}
      <ListFormModal
        clubHash={clubHash}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        list={editing && editing !== 'new' ? editing : undefined}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('lists.removeTitle')}
        message={t('lists.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('lists.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        testId="access-list-remove"
      />
    </Stack>
  );
}

interface ListRowProps {
  list: AccessList;
  canManage: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

function ListRow({ list, canManage, onEdit, onRemove }: ListRowProps) {
  const { t } = useTranslation('access');
  const rules = useListRules(list);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="access-list-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {list.name}
            </Title>
            <Badge variant="light" color={list.kind === 'tickets' ? 'grape' : 'brand'}>
              {list.kind === 'tickets' ? t('lists.kinds.tickets') : t('lists.kinds.members')}
            </Badge>
          </Group>
          {list.kind === 'tickets' && <Text size="sm">{t('lists.ticketsOf', { event: list.campaignName ?? '' })}</Text>}
          <Text component="ul" size="sm" c="dimmed" m={0} pl="md" data-testid="access-list-rules">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Text>
        </Stack>
        {canManage && (
          <Group gap={4}>
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('lists.editOf', { name: list.name })}>
              {t('actions.edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={onRemove}
              aria-label={t('lists.removeOf', { name: list.name })}
              data-testid="access-list-remove-open"
            >
              {t('lists.remove')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
