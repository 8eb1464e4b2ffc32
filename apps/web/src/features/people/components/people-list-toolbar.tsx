import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LIST_DEFINITIONS, type PeopleList } from '../lib/people-list-filters';
import type { PeopleListState } from '../lib/people-list-state';
import { CreatePersonButton } from './create-person-button';
import { ExportMenu } from './export-menu';

interface PeopleListToolbarProps {
  clubHash: string;
  list: PeopleList;
  state: PeopleListState;
  /** Nothing to export when the list is empty. */
  canExport: boolean;
}

/**
 * New person and Import add people of the list's type. Users are people with an account, which
 * only the person can create: that list offers the invitation links instead.
 */
export function PeopleListToolbar({ clubHash, list, state, canExport }: PeopleListToolbarProps) {
  const { t } = useTranslation('people');
  const type = LIST_DEFINITIONS[list].createType;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('toolbar.label')}>
      {type ? (
        <>
          <CreatePersonButton clubHash={clubHash} type={type} />
          <Button
            component={Link}
            to={`${paths.manager.persons.import(clubHash)}?type=${type}`}
            variant="default"
            data-testid="people-import"
          >
            {t('toolbar.import')}
          </Button>
        </>
      ) : (
        <Button component={Link} to={paths.manager.persons.invitations(clubHash)} variant="default" data-testid="people-invitations">
          {t('toolbar.invitations')}
        </Button>
      )}
      <ExportMenu clubHash={clubHash} list={list} state={state} disabled={!canExport} />
    </Group>
  );
}
