import { clubQueryKeys } from '../../../lib/query-keys';

/** The club's privacy/terms status for the caller: `['clubs', clubHash, 'privacy', …]`. */
export const privacyKeys = clubQueryKeys('privacy');
