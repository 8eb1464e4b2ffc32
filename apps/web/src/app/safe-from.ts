// Validates a `from` query parameter before navigating to it after login or signup.

/** Auth pages a signed-in person may come back to (the others would bounce or loop). */
const RETURNABLE_AUTH_PAGES = ['/auth/signup/club-enrollment-info', '/auth/claim-account'];

/** Only same-site paths; never back into login/logout/recovery. */
export function safeFrom(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.startsWith('/auth/') && !RETURNABLE_AUTH_PAGES.some((page) => from === page || from.startsWith(`${page}?`))) return null;
  return from;
}
