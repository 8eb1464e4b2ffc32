import { clubQueryKeys } from '../../../lib/query-keys';

/** Every subsidies query of a club starts with `['clubs', clubHash, 'subsidies']` (list, one, expenses, beneficiaries). */
export const subsidyKeys = clubQueryKeys('subsidies');
