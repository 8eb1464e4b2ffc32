import { Anchor } from '@mantine/core';
import type { ClubRole } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Partners are members, athletes are players; guardians, managers and externals are in Users. */
export function listOf(role: ClubRole): 'partners' | 'athletes' | 'users' {
  if (role === 'member') return 'partners';
  if (role === 'player') return 'athletes';
  return 'users';
}

/** Back to the list this person belongs to. */
export function PersonBackLink({ clubHash, role }: { clubHash: string; role: ClubRole }) {
  const { t } = useTranslation('person');
  const list = listOf(role);
  return (
    <Anchor component={Link} to={paths.manager.persons[list](clubHash)} size="sm" data-testid="person-back-link">
      {`← ${t(`back.${list}`)}`}
    </Anchor>
  );
}
