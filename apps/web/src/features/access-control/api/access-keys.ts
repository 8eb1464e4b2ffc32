import { clubQueryKeys } from '../../../lib/query-keys';

/** Every access-control read of a club starts with `['clubs', clubHash, 'access']` (lists, log, devices, controllers). */
export const accessKeys = clubQueryKeys('access');
