import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { TEAMS_ROUTES } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useMay } from '../../../lib/permissions';
import { useTeamTrainings } from '../api/get-team-trainings';
import { readableTraining } from '../lib/training-times';
import { TeamTrainingsEditor } from './team-trainings-editor';

/**
 * The team's weekly training times (issue 25), as people read them ("Martes 18:00–19:30 · Campo 2"),
 * and for those who may manage the team an editor that saves the whole week at once. The member's
 * home shows the next one of these to the team's players and their families.
 */
export function TeamTrainingsCard({ clubHash, teamHash }: { clubHash: string; teamHash: string }) {
  const { t, i18n } = useTranslation('teams');
  const may = useMay();
  const query = useTeamTrainings(clubHash, teamHash);
  const [editing, setEditing] = useState(false);
  const canEdit = may(TEAMS_ROUTES.replaceTrainings.access);
  const slots = query.data?.['hydra:member'] ?? [];

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="team-trainings" data-testid="team-trainings">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="team-trainings">
            {t('trainings.title')}
          </Title>
          {canEdit && !editing && query.isSuccess && (
            <Button variant="outline" onClick={() => setEditing(true)} data-testid="edit-trainings">
              {t('trainings.edit')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('trainings.localTime')}
        </Text>
        {query.isPending && <PlaceholderRows />}
        {query.isError && (
          <Group gap="sm">
            <Notice tone="danger" role="alert" data-testid="trainings-error">
              {t('trainings.loadError')}
            </Notice>
            <Button variant="outline" size="xs" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        )}
        {query.isSuccess && editing && (
          <TeamTrainingsEditor clubHash={clubHash} teamHash={teamHash} initial={slots} onDone={() => setEditing(false)} />
        )}
        {query.isSuccess &&
          !editing &&
          (slots.length ? (
            <List spacing={4} listStyleType="none" data-testid="trainings-list">
              {slots.map((slot) => (
                <List.Item key={`${slot.weekday}-${slot.startsAt}`} data-testid="training-slot" style={{ overflowWrap: 'anywhere' }}>
                  {readableTraining(slot, i18n.language)}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text data-testid="trainings-empty">{t('trainings.empty')}</Text>
          ))}
      </Stack>
    </Paper>
  );
}
