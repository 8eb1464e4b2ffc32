import { paths, type MessagesRole } from '../../../config/paths';

const ROLES: readonly MessagesRole[] = ['manager', 'guardian', 'member'];

/** The messages area of a path (/dashboard/{role}/{clubHash}/messages/…), if it is one. */
export function messagesRoleOf(pathname: string): MessagesRole | null {
  const segment = pathname.split('/')[2];
  return ROLES.find((role) => role === segment) ?? null;
}

/** The message pages of an area (spec 2: the same pages for manager, member and guardian). */
export function messagesPaths(role: MessagesRole) {
  return role === 'manager' ? paths.manager.messages : paths[role].messages;
}
