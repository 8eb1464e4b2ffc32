import { clubQueryKeys } from '../../../lib/query-keys';

/** A club's profiles as the impersonation picker reads them: `['clubs', clubHash, 'profiles', …]`. */
export const clubProfileKeys = clubQueryKeys('profiles');
/** The club itself (its name for the confirmation question): `['clubs', clubHash, 'club']`. */
export const clubDetailKeys = clubQueryKeys('club');
