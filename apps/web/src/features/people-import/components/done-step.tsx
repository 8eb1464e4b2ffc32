import { Button, Group, Stack, Title } from '@mantine/core';
import type { PeopleImport } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/** The list the imported people now appear in. */
function listOf(type: string, clubHash: string) {
  if (type === 'member') return { key: 'partners', to: paths.manager.persons.partners(clubHash) };
  if (type === 'player') return { key: 'athletes', to: paths.manager.persons.athletes(clubHash) };
  return { key: 'users', to: paths.manager.persons.users(clubHash) };
}

export function DoneStep({ clubHash, session, onAnother }: { clubHash: string; session: PeopleImport; onAnother: () => void }) {
  const { t } = useTranslation('imports');
  const list = listOf(session.type, clubHash);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        {t('done.title')}
      </Title>
      <Notice tone="info" data-testid="import-done">
        {t('done.message', { count: session.counts.valid, type: t(`types.${session.type}`), file: session.fileName })}
      </Notice>
      <Group gap="sm">
        <Button component={Link} to={list.to} data-testid="import-done-list">
          {t(`done.toList.${list.key}`)}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </Group>
    </Stack>
  );
}
