import { clubQueryKeys } from '../../../lib/query-keys';

/**
 * Every club-settings query of a club starts with `['clubs', clubHash, 'club-settings']`: the
 * settings themselves and the admins' feature switches (the menus' own features query, in
 * lib/queries/club-features, is another key and is refreshed by name after a switch).
 */
export const clubSettingsKeys = clubQueryKeys('club-settings');
