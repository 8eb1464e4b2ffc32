/**
 * Text and amounts as SEPA files need them. The EPC's SEPA Latin set is the only one every bank
 * must accept: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. Anything else is transliterated
 * (accents dropped, ñ → n) or becomes a space, so a name like "Núñez & Hijos" never gets a file
 * rejected.
 */
const OUTSIDE_SEPA_LATIN = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', '&': '+', _: '-', ł: 'l', Ł: 'L' };

/** The text in the SEPA Latin set, spaces collapsed, cut to `max` characters (at least one character). */
export function sepaText(text: string, max: number): string {
  const latin = text
    .replace(/[ßæÆøØœŒ&_łŁ]/g, (char) => SPECIAL[char] ?? ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(OUTSIDE_SEPA_LATIN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (latin || '-').slice(0, max).trim() || '-';
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId, mandate reference): SEPA Latin without spaces, and
 * never starting with "/" or containing "//" (EPC rule for references).
 */
export function sepaIdentifier(text: string, max = 35): string {
  const id = sepaText(text, 200)
    .replace(/ /g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+/, '');
  return id.slice(0, max) || '-';
}

/** Integer cents as a euro amount with two decimals ("1234.05"): integer arithmetic only, never floats. */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Amount in cents must be a non-negative integer, got ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A decimal amount from a bank file ("12.5", "1234.05") as integer cents, or null when it is not a
 * plain non-negative amount with at most two decimals. Parsed as text: no float rounding.
 */
export function centsOf(amount: string | number | undefined | null): number | null {
  if (amount === undefined || amount === null) return null;
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2})0*)?\s*$/.exec(String(amount));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
