import { clubQueryKeys } from '../../../lib/query-keys';

/** Every data-rights query of a club starts with `['clubs', clubHash, 'dataRights']` (audit log, erasures, previews). */
export const dataRightsKeys = clubQueryKeys('dataRights');
