import { clubQueryKeys } from '../../../lib/query-keys';

/** Every query of a club's manager access requests starts with `['clubs', clubHash, 'access-requests']`. */
export const accessRequestKeys = clubQueryKeys('access-requests');
