import { clubQueryKeys } from '../../../lib/query-keys';

/** Every query of a club's invitation links starts with `['clubs', clubHash, 'invitations']`. */
export const invitationKeys = clubQueryKeys('invitations');
