import type { SequenceType } from './pain008-writer';

/** A mandate as far as the sequence type of its next debit goes. */
export type MandateUse = {
  sequence: string;
  /** The last debit under it (null: never used). */
  lastUsedOn: string | null;
  /** The debtor moved to another bank since the last debit (a BIC change announced as SMNDA). */
  bankChanged?: boolean;
};

/**
 * OOFF for a one-off mandate; FRST for the first debit of a recurrent one (and after a change of
 * bank, which the EPC treats as a first debit at the new bank); RCUR after that.
 */
export function sequenceTypeFor(mandate: MandateUse): SequenceType {
  if (mandate.sequence === 'one_off') return 'OOFF';
  if (!mandate.lastUsedOn || mandate.bankChanged) return 'FRST';
  return 'RCUR';
}

/** A recurrent mandate with no debit for 36 months has expired (EPC rulebook); a one-off one once used. */
export function isMandateExpired(mandate: MandateUse & { signedOn: string }, todayIso: string): boolean {
  if (mandate.sequence === 'one_off') return mandate.lastUsedOn !== null;
  const since = mandate.lastUsedOn ?? mandate.signedOn;
  const [year, month, day] = since.split('-').map(Number) as [number, number, number];
  const expiry = `${String(year + 3).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return todayIso > expiry;
}
