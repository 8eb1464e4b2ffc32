import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { TeamRosterEntry } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { READABLE_ERRORS } from '../lib/readable-errors';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { RosterPickerModal } from './roster-picker-modal';
import { TeamFormModal } from './team-form-modal';
import { TeamHeader } from './team-header';
import { TeamTrainingsCard } from './team-trainings-card';
import { fullName, TeamRoster } from './team-roster';

type Dialog = { kind: 'edit' } | { kind: 'delete' } | { kind: 'pick' } | { kind: 'remove'; entry: TeamRosterEntry } | null;

/** One team (spec 2, /teams/{teamHash}/details): header, roster by role, add and remove people, weekly training times. */
export function TeamDetailsPage({ clubHash, teamHash }: { clubHash: string; teamHash: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const query = useTeam(clubHash, teamHash);
  const removeTeam = useDeleteTeam(clubHash, teamHash);
  const removeMember = useRemoveTeamMember(clubHash, teamHash);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('details.title')}</Title>
        <Notice tone="danger" role="alert" data-testid="team-error">
          {t(missing ? 'details.notFound' : 'details.loadError')}
        </Notice>
        <Group gap="sm">
          {!missing && (
            <Button variant="outline" size="xs" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          )}
          <Anchor component={Link} to={paths.manager.teams(clubHash)} size="sm" c="brand.8">
            {t('details.back')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  const team = query.data;

  const confirmDelete = async () => {
    try {
      await removeTeam.mutateAsync();
      notify('success', t('deleteTeam.deleted', { name: team.name }));
      void navigate(paths.manager.teams(clubHash));
    } catch {
      notify('error', t('deleteTeam.failed'));
      close();
    }
  };

  const confirmRemove = async (entry: TeamRosterEntry) => {
    try {
      await removeMember.mutateAsync(entry.hash);
      notify('success', t('removeMember.removed', { name: fullName(entry) }));
    } catch {
      notify('error', t('removeMember.failed'));
    } finally {
      close();
    }
  };

  return (
    <Stack gap="xl" style={READABLE_ERRORS}>
      <TeamHeader
        clubHash={clubHash}
        team={team}
        onEdit={() => setDialog({ kind: 'edit' })}
        onDelete={() => setDialog({ kind: 'delete' })}
      />
      <Stack component="section" gap="md" aria-labelledby="team-roster">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="team-roster">
            {t('details.roster', { count: team.rosterCount })}
          </Title>
          <Button onClick={() => setDialog({ kind: 'pick' })} data-testid="add-people">
            {t('details.addPeople')}
          </Button>
        </Group>
        <TeamRoster clubHash={clubHash} roster={team.roster} onRemove={(entry) => setDialog({ kind: 'remove', entry })} />
      </Stack>
      <TeamTrainingsCard clubHash={clubHash} teamHash={team.hash} />

      <TeamFormModal clubHash={clubHash} team={team} opened={dialog?.kind === 'edit'} onClose={close} />
      <RosterPickerModal clubHash={clubHash} team={team} opened={dialog?.kind === 'pick'} onClose={close} />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('deleteTeam.title')}
        message={t('deleteTeam.confirm', { name: team.name })}
        confirmLabel={t('deleteTeam.confirmButton')}
        loading={removeTeam.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={close}
        testId="confirm-delete-team"
      />
      <ConfirmModal
        opened={dialog?.kind === 'remove'}
        title={t('removeMember.title')}
        message={dialog?.kind === 'remove' ? t('removeMember.confirm', { name: fullName(dialog.entry), team: team.name }) : ''}
        confirmLabel={t('removeMember.confirmButton')}
        loading={removeMember.isPending}
        onConfirm={() => dialog?.kind === 'remove' && void confirmRemove(dialog.entry)}
        onClose={close}
        testId="confirm-remove-member"
      />
    </Stack>
  );
}
