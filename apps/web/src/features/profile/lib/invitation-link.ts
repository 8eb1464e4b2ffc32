/** Invitation tokens are 256 random bits in base64url (43 characters); a little slack either way. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The invitation token in what a person pasted: the whole link a club sent
 * (https://…/clubs/onboarding?invitation=…), the same without the host, or the bare token.
 * Null when it is none of those. URL parsing is the platform's own (WHATWG URL).
 */
export function invitationTokenFrom(pasted: string, origin: string): string | null {
  const text = pasted.trim();
  if (!text) return null;
  if (TOKEN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  const token = url.searchParams.get('invitation')?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}
