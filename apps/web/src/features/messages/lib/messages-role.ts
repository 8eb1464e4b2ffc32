import { paths, type MessagesRole } from '../../../config/paths';
import { isArea } from '../../../config/roles';

/** The messages area of a path (/dashboard/{role}/{clubHash}/messages/…), if it is one. */
export function messagesRoleOf(pathname: string): MessagesRole | null {
  const segment = pathname.split('/')[2];
  return isArea(segment) ? segment : null;
}

/** The message pages of an area (spec 2: the same pages for manager, member and guardian). */
export function messagesPaths(role: MessagesRole) {
  return paths[role].messages;
}
