import { clubQueryKeys } from '../../../lib/query-keys';

/** Every sponsors query of a club starts with `['clubs', clubHash, 'sponsors']` (list, clicks). */
export const sponsorKeys = clubQueryKeys('sponsors');
