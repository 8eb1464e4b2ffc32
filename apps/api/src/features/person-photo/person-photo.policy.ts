import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Who may set and remove people's photos: those who run the club, since the club vouches for
 * the face on its cards. Reading needs no rule: the image's address carries an unguessable
 * version handed out only to those who may see it.
 */
export const PERSON_PHOTO_RULES = {
  manage: needs('club.run'),
} as const satisfies ClubRules;
