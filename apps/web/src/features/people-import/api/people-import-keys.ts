import { clubQueryKeys } from '../../../lib/query-keys';

/**
 * Import sessions of a club: `['clubs', clubHash, 'people-imports', …]`, not under the people
 * lists' key, so refreshing the lists never reloads the wizard.
 */
export const peopleImportKeys = clubQueryKeys('people-imports');

/** The people lists' and pages' key (the people feature's own factory, rebuilt here: features do not import each other). */
export const clubPeopleKey = (clubHash: string) => clubQueryKeys('people').all(clubHash);
