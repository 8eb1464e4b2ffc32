import type { AccessRule } from '../../plugins/access.plugin';

/**
 * Who may set and remove people's photos: the club's managers (and admins), since the club
 * vouches for the face on its cards. Reading needs no rule: the image's address carries an
 * unguessable version handed out only to those who may see it.
 */
export const PERSON_PHOTO_RULES = {
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, AccessRule>;
