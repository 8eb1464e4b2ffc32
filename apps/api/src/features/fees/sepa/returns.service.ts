import { sepaReturnAction, type ImportSepaReturnsBody, type SepaReturnItem, type SepaReturnsResult } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { PaymentsPublic } from '../../payments';
import type { FeesData } from '../fees.data';
import type { CollectionMatch, ReturnChanges } from './sepa-returns.repository';
import { readReturnsFile, ReturnsFileError, type BankReturn, type ReadReturns } from './returns-reader';
import { FEE_TABLES } from '../fee-tables';

/** Collections a return can still change: with the bank, or collected (a camt return comes after settlement). */
const RETURNABLE = new Set(['submitted', 'collected']);

function read(xml: string): ReadReturns {
  try {
    return readReturnsFile(xml);
  } catch (error) {
    if (error instanceof ReturnsFileError) throw errors.validation([{ field: 'xml', code: 'returnsFileInvalid' }], error.message);
    throw error;
  }
}

/**
 * The bank's rejections and returns, matched to the club's collections by EndToEndId, applied in
 * one transaction: the collection returned with its reason, the charge owed again (it shows
 * unpaid with the reason and can go into a later batch), or refunded by the debtor (MD06), the
 * mandate blocked when the reason says so, the bank's fee optionally added to the charge.
 * Importing the same file twice changes nothing the second time.
 */
export class ReturnsService {
  constructor(
    private readonly data: FeesData,
    /** The payments ledger: a debit returned after it was marked collected gives the money back there. */
    private readonly payments: Pick<PaymentsPublic, 'noteRefund'>,
  ) {}

  async import(ctx: ClubRequestContext, body: ImportSepaReturnsBody): Promise<SepaReturnsResult> {
    const file = read(body.xml);
    const givenBack: { chargeHash: string; amount: number; reason: string | null }[] = [];
    const result = await this.data.write(FEE_TABLES, async (repos) => {
      const matches = await repos.sepaReturns.collectionsByEndToEnd(ctx.club.id, [...new Set(file.returns.map((item) => item.endToEndId))]);
      const byEndToEnd = new Map(matches.map((match) => [match.endToEndId, match]));
      // Collected debits are paid in the ledger: those the bank returns now are given back there after the commit.
      const byId = new Map(matches.map((match) => [match.id, match]));
      const wasCollected = new Set(matches.filter((match) => match.status === 'collected').map((match) => match.id));
      const changes: ReturnChanges = { collections: [], charges: [], mandates: [] };
      const items = file.returns.map((item) => decide(item, byEndToEnd.get(item.endToEndId), body.addBankFee ?? false, changes));
      // Set-based: three updates for the whole file, however many returns it holds.
      await repos.sepaReturns.applyReturns(changes);
      for (const change of changes.collections) {
        const match = byId.get(change.id)!;
        if (wasCollected.has(change.id)) givenBack.push({ chargeHash: match.chargeHash, amount: match.amount, reason: change.reason });
      }
      const matched = items.filter((item) => item.outcome !== 'unmatched').length;
      await repos.audit.record(ctx, {
        action: 'sepa.returnsImported',
        metadata: { format: file.format, matched, unmatched: items.length - matched },
      });
      return { format: file.format, matched, unmatched: items.length - matched, items };
    });
    for (const back of givenBack) {
      await this.payments.noteRefund(
        { purpose: 'fee_charge', subjectId: back.chargeHash },
        back.amount,
        back.reason ? `SEPA return ${back.reason}` : 'SEPA return',
      );
    }
    return result;
  }
}

/**
 * What one return changes, collected into `changes`: the collection returned with its reason, the
 * charge owed again (or refunded by the debtor: MD06), the mandate blocked when the reason says
 * so, the bank's fee added when asked. A debit named twice in one file changes once.
 */
function decide(item: BankReturn, match: CollectionMatch | undefined, addBankFee: boolean, changes: ReturnChanges): SepaReturnItem {
  const action = sepaReturnAction(item.reasonCode);
  const base = {
    endToEndId: item.endToEndId,
    reasonCode: item.reasonCode,
    action,
    personName: match ? `${match.personName} ${match.personSurname}`.trim() : null,
    feeName: match?.feeName ?? null,
    amount: match?.amount ?? item.amount,
    feeAdded: 0,
    mandateBlocked: false,
  };
  if (!match) return { ...base, outcome: 'unmatched' };
  if (!RETURNABLE.has(match.status)) return { ...base, outcome: 'already_done' };
  const refunded = item.kind === 'return' && item.reasonCode === 'MD06';
  const outcome = refunded ? 'refunded_by_debtor' : item.kind === 'rejection' ? 'rejected' : 'returned';
  const fee = addBankFee && item.fee ? item.fee : 0;
  const reason = storedReason(item.reasonCode);
  changes.collections.push({ id: match.id, status: outcome, reason, fee: item.fee });
  changes.charges.push({ id: match.chargeId, status: refunded ? 'refunded_by_debtor' : 'returned', reason, fee });
  match.status = outcome;
  const block = action === 'block_mandate';
  if (block) changes.mandates.push({ id: match.mandateId, reason: reason ?? 'blocked' });
  return { ...base, outcome, feeAdded: fee, mandateBlocked: block };
}

/** A reason code as stored: the bank's code when it looks like one (letters and digits), else none. */
const storedReason = (code: string | null) => (code && /^[A-Za-z0-9]{1,35}$/.test(code) ? code : null);
