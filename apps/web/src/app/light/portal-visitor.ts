import type { ClubRole, UserProfileResponse } from '@tribuna/contract';
import { paths } from '../../config/paths';
import { profileGivesAccess } from '../../features/profile/lib/profile-access';
import { dashboardPathForRole } from '../../lib/profile-dashboard';
import { getSession, sessionState, type StoredSession } from '../../lib/session/session-store';

/** Best profile first, as the profile selector ranks them (contract's ROLE_ORDER; not imported: it brings the schema library). */
const RANK: Record<ClubRole, number> = { manager: 1, member: 2, player: 3, guardian: 4, external: 5 };

type Club = UserProfileResponse['clubs'][number];

/** Where "Go to my area" leads: the visitor's home in this club (the profile in use, else the best one), else the selector. */
export function myAreaPath(session: StoredSession, clubHash: string): string {
  const user = session.user!;
  const club: Club | undefined = user.clubs.find((c) => c.hash === clubHash);
  const current = session.currentProfile;
  if (club && current?.clubHash === clubHash) return dashboardPathForRole(current.role, clubHash, user.id);
  const usable = Object.values(club?.profiles ?? {})
    .filter(profileGivesAccess)
    .sort((a, b) => RANK[a.role] - RANK[b.role]);
  return usable[0] ? dashboardPathForRole(usable[0].role, clubHash, user.id) : paths.profileSelector;
}

const initials = (user: UserProfileResponse) =>
  [user.name, user.lastname]
    .map((word) => word.trim()[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

/**
 * The portal is the server's page, the same for everyone (so shared caches never hold anyone's
 * name). Here, in the visitor's own browser, a live session swaps "Sign in" and "Join" for the
 * person's initials and name and "Go to my area"; the labels come with the page in its language.
 */
export function showPortalVisitor(doc: Document = document, session: StoredSession | null = getSession()): void {
  const nav = doc.querySelector<HTMLElement>('.tp-actions[data-my-area]');
  const clubHash = doc.getElementById('portal-contact-form')?.dataset.clubHash;
  if (!nav || !clubHash || sessionState(session) !== 'active' || !session?.user) return;
  const user = session.user;
  const visitor = doc.createElement('span');
  visitor.className = 'tp-visitor';
  visitor.dataset.testid = 'portal-visitor';
  const avatar = doc.createElement('span');
  avatar.className = 'tp-avatar';
  avatar.setAttribute('aria-hidden', 'true');
  avatar.textContent = initials(user);
  const name = doc.createElement('span');
  name.textContent = `${user.name} ${user.lastname}`.trim();
  visitor.append(avatar, name);
  const link = doc.createElement('a');
  link.className = 'tp-primary';
  link.href = myAreaPath(session, clubHash);
  link.dataset.testid = 'portal-my-area';
  link.textContent = nav.dataset.myArea ?? '';
  nav.setAttribute('aria-label', nav.dataset.account ?? '');
  nav.replaceChildren(visitor, link);
}
