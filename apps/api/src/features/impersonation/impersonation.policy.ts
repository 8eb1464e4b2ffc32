import { needs, type ClubRules } from '../../lib/authz/policy';

/** The real person asking to impersonate: admin flag and the clubs they manage (panel access on). */
export type Impersonator = { admin: boolean; managedClubIds: readonly number[] };
/** The account behind the chosen profile, as far as the rules need it. */
export type ImpersonationTarget = {
  admin: boolean;
  /** Club of the profile that was picked. */
  profileClubId: number;
  /** Every club where the account has an enabled profile. */
  clubIds: readonly number[];
  /** The account has a manager profile somewhere (panel access on or off: it may be switched on). */
  isManager: boolean;
};
/** The impersonated account as seen on a later request: the token does not name the picked profile. */
export type ImpersonatedAccount = Omit<ImpersonationTarget, 'profileClubId'>;

function mayImpersonate(s: Impersonator, t: ImpersonationTarget): boolean {
  if (t.admin) return false;
  if (s.admin) return true;
  if (t.isManager) return false;
  return s.managedClubIds.includes(t.profileClubId) && t.clubIds.every((id) => s.managedClubIds.includes(id));
}

/**
 * Who may impersonate whom (spec 4, issue 3 part 9). An impersonation token acts as the whole
 * account, in every club it belongs to, so a manager may only impersonate people who belong to
 * no club other than ones they manage, and never a manager or an admin (that would hand them
 * powers they do not have). Admins may impersonate anyone but another admin.
 */
export const IMPERSONATION_RULES = {
  /** May the person start impersonating at all (before a profile is looked up)? */
  start: (s: Impersonator) => s.admin || s.managedClubIds.length > 0,
  target: mayImpersonate,
  /**
   * Re-checked on every request of an impersonation token, so it ends as soon as its author
   * loses the right (admin flag, manager profile or panel access) or the person gains powers.
   * A manager still needs the person to belong to some club and only to clubs they manage,
   * which covers the picked profile's club while that profile lasts.
   */
  stillAllowed: (s: Impersonator, t: ImpersonatedAccount) => {
    if (s.admin) return !t.admin;
    const someClub = t.clubIds[0];
    return someClub !== undefined && mayImpersonate(s, { ...t, profileClubId: someClub });
  },
} as const;

/**
 * The club-level side, for GET /api/profile's `can` (no route declares it): whether one may
 * impersonate people of a club, as those who run it may (admins in every club). Whom exactly
 * is still judged by IMPERSONATION_RULES.target when a profile is picked.
 */
export const IMPERSONATION_CLUB_RULES = {
  impersonatePeople: needs('club.run'),
} as const satisfies ClubRules;
