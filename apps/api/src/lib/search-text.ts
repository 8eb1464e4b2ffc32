/**
 * The form of a name that club search compares: compatibility-decomposed (NFKD, so "ŀ" becomes
 * "l·"), combining accents removed, Catalan middle dots dropped ("Col·legi" → "collegi"),
 * lowercased, whitespace collapsed. Stored in `clubs.search_name` on every write and applied
 * to the query text, so "Atlètic" and "atletic" meet.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[·‧]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
