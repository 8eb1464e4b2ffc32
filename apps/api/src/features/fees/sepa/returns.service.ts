import { sepaReturnAction, type ImportSepaReturnsBody, type SepaReturnItem, type SepaReturnsResult } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData, FeesRepositories } from '../fees.data';
import type { CollectionMatch } from './batches.repository';
import { readReturnsFile, ReturnsFileError, type BankReturn, type ReadReturns } from './returns-reader';

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
  constructor(private readonly data: FeesData) {}

  async import(ctx: ClubRequestContext, body: ImportSepaReturnsBody): Promise<SepaReturnsResult> {
    const file = read(body.xml);
    return this.data.write([], async (repos) => {
      const matches = await repos.sepaBatches.collectionsByEndToEnd(ctx.club.id, [...new Set(file.returns.map((item) => item.endToEndId))]);
      const byEndToEnd = new Map(matches.map((match) => [match.endToEndId, match]));
      const items: SepaReturnItem[] = [];
      for (const item of file.returns) items.push(await this.apply(repos, item, byEndToEnd.get(item.endToEndId), body.addBankFee ?? false));
      const matched = items.filter((item) => item.outcome !== 'unmatched').length;
      await repos.audit.record(ctx, {
        action: 'sepa.returnsImported',
        metadata: { format: file.format, matched, unmatched: items.length - matched },
      });
      return { format: file.format, matched, unmatched: items.length - matched, items };
    });
  }

  private async apply(
    repos: FeesRepositories,
    item: BankReturn,
    match: CollectionMatch | undefined,
    addBankFee: boolean,
  ): Promise<SepaReturnItem> {
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
    await repos.sepaBatches.returnCollection(match.id, outcome, item.reasonCode, item.fee);
    await repos.sepaBatches.returnCharge(match.chargeId, refunded ? 'refunded_by_debtor' : 'returned', item.reasonCode, fee);
    // Marked so the next update sees the collection settled (a file may name one debit twice).
    match.status = outcome;
    const block = action === 'block_mandate';
    if (block) await repos.sepaBatches.blockMandate(match.mandateId, item.reasonCode ?? 'blocked');
    return { ...base, outcome, feeAdded: fee, mandateBlocked: block };
  }
}
