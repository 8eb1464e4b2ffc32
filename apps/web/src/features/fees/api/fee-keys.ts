import { clubQueryKeys } from '../../../lib/query-keys';

/** Every fees query of a club starts with `['clubs', clubHash, 'fees']` (seasons, plans, fees, charges). */
export const feeKeys = clubQueryKeys('fees');
