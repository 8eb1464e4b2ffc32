import type { Team, TeamDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/forms';
import { notify } from '../../../lib/notify';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { emptyTeamForm, formFromTeam } from '../lib/team-form';
import { TeamForm } from './team-form';

interface TeamFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The team to edit; without it the modal creates a new one. */
  team?: Team;
  onSaved?: (team: TeamDetail) => void;
}

/** Create or edit a team in a modal; the form starts afresh each time it opens (FormModal). */
export function TeamFormModal({ clubHash, opened, onClose, team, onSaved }: TeamFormModalProps) {
  const { t } = useTranslation('teams');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(team ? 'form.editTitle' : 'form.createTitle')}
      size="lg"
      closeLabel={t('form.close')}
      data-testid="team-form-modal"
    >
      {team ? (
        <EditTeamForm clubHash={clubHash} team={team} onClose={onClose} onSaved={onSaved} />
      ) : (
        <CreateTeamForm clubHash={clubHash} onClose={onClose} onSaved={onSaved} />
      )}
    </FormModal>
  );
}

type FormProps = { clubHash: string; onClose: () => void; onSaved?: (team: TeamDetail) => void };

function CreateTeamForm({ clubHash, onClose, onSaved }: FormProps) {
  const { t } = useTranslation('teams');
  const mutation = useCreateTeam(clubHash);
  return (
    <TeamForm
      mode="create"
      initial={emptyTeamForm()}
      pending={mutation.isPending}
      submitLabel={t('form.create')}
      onCancel={onClose}
      onSubmit={async (body) => {
        const created = await mutation.mutateAsync(body);
        notify('success', t('form.created', { name: created.name }));
        onSaved?.(created);
        onClose();
      }}
    />
  );
}

function EditTeamForm({ clubHash, team, onClose, onSaved }: FormProps & { team: Team }) {
  const { t } = useTranslation('teams');
  const mutation = useUpdateTeam(clubHash, team.hash);
  return (
    <TeamForm
      mode="edit"
      initial={formFromTeam(team)}
      pending={mutation.isPending}
      submitLabel={t('form.save')}
      onCancel={onClose}
      onSubmit={async (body) => {
        const updated = await mutation.mutateAsync(body);
        notify('success', t('form.updated', { name: updated.name }));
        onSaved?.(updated);
        onClose();
      }}
    />
  );
}
