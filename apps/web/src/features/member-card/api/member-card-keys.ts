import { clubQueryKeys } from '../../../lib/query-keys';

/** My ID's reads in a club: `['clubs', clubHash, 'member-card', 'own' | 'children']`. */
export const memberCardKeys = clubQueryKeys('member-card');
