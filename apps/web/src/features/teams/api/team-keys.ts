import { clubQueryKeys } from '../../../lib/query-keys';

/** Every teams query of a club starts with `['clubs', clubHash, 'teams']` (lists, details, picker). */
export const teamKeys = clubQueryKeys('teams');
