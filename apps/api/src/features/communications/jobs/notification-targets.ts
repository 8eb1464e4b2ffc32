import { dashboardAreaForRole, isUiLocale, sessionLocaleForClub, type DashboardArea, type UiLocale } from '@tribuna/contract';
import { grantedRole } from '../../../lib/profile-rights';
import type { NotifiedClub } from './messaging-jobs.repository';

/**
 * The dashboard area a profile reads its messages in (manager, member or guardian), or
 * undefined when it has none (a manager without panel access cannot open the link).
 */
export function messagesAreaOf(profile: { type: number; panelAccess: boolean }): DashboardArea | undefined {
  const role = grantedRole(profile.type, profile.panelAccess);
  return role ? dashboardAreaForRole(role) : undefined;
}

/** Spec 2's thread page and My messages page. */
export const threadPath = (area: DashboardArea, clubHash: string, threadHash: string) =>
  `/dashboard/${area}/${clubHash}/messages/thread/${threadHash}`;
export const myMessagesPath = (area: DashboardArea, clubHash: string) => `/dashboard/${area}/${clubHash}/messages/my-messages`;

/** The account's own language, else the club's interface language, else the one of the club's locale. */
export function notificationLocale(userLocale: string | null, club: NotifiedClub): UiLocale {
  if (isUiLocale(userLocale)) return userLocale;
  if (isUiLocale(club.interfaceLanguage)) return club.interfaceLanguage;
  return sessionLocaleForClub(club.locale);
}
