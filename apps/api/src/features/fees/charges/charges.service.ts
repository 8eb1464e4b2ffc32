import type {
  ChangeChargeAmountBody,
  ChargeNoteBody,
  FeeChargesQuery,
  ManagedCharge,
  ManagedChargeList,
  MarkChargePaidBody,
  RemindersSent,
} from '@tribuna/contract';
import { keptList, UNKEPT_LIST, type KeptListCaches } from '../../../lib/cache/kept-list';
import type { ChangeTopic } from '../../../lib/cache/change-feed';
import { errors } from '../../../lib/errors';
import { hydraCollection, pageOffset } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData, FeesRepositories } from '../fees.data';
import type { ChargeRow } from './charges.repository';
import { presentCharge } from './fees.presenter';
import { remindCharges } from './charge-reminders';
import { FEE_TABLES } from '../fee-tables';

/** What a fee's charges list is made of: its charges and the people they name. */
export const CHARGES_LIST_TOPICS = [...FEE_TABLES, 'profiles'] as const satisfies readonly ChangeTopic[];

/** States a manager may still change by hand: owed, not settled and not in a bank's hands. */
const OPEN_STATES = new Set(['pending', 'unpaid', 'returned']);
/** A charge is reminded at most once in this long (per charge; the route is also rate-limited per club). */
export const REMINDER_INTERVAL_MS = 3 * 24 * 3600_000;

/** The part of a charge an audit line shows before and after a change. */
const auditView = (row: ChargeRow) => ({ amount: row.amount, status: row.status, paidMethod: row.paidMethod, note: row.note });

/**
 * The manager's charges table (issue 23 part 2): each manual change in one transaction, the
 * charge locked, with an audit line (who, when, before, after); settled charges refuse (409).
 */
export class ChargesService {
  constructor(
    private readonly data: FeesData,
    private readonly today: () => string,
    private readonly appUrl: string,
    /**
     * A fee's charges list per filter and day (its total and its pages' ids), kept until a write to
     * charges or people in any process (CHARGES_LIST_TOPICS): paging a season fee walks its index
     * once per page and change, not once per request. Lists filtered by team are not kept: rosters
     * are not watched.
     */
    private readonly lists?: KeptListCaches,
  ) {}

  async list(
    ctx: ClubRequestContext,
    feeHash: string,
    query: FeeChargesQuery & { page: number; itemsPerPage: number },
    url: string,
  ): Promise<ManagedChargeList> {
    const fee = await this.data.read.fees.find(ctx.club.id, feeHash);
    if (!fee) throw errors.notFound();
    const today = this.today();
    const kept =
      this.lists && !query.teamHash
        ? keptList(this.lists, `${fee.id}|${query.state ?? ''}|${query.search ?? ''}|${today}`, ctx.club.id)
        : UNKEPT_LIST;
    const { rows, total } = await this.data.read.charges.page(
      fee.id,
      { state: query.state, teamHash: query.teamHash, search: query.search },
      today,
      pageOffset(query.page, query.itemsPerPage),
      query.itemsPerPage,
      kept,
    );
    return hydraCollection(url, rows.map(presentCharge), total, query.page, query.itemsPerPage);
  }

  changeAmount(ctx: ClubRequestContext, chargeHash: string, body: ChangeChargeAmountBody): Promise<ManagedCharge> {
    return this.change(ctx, chargeHash, 'charge.amountChanged', () => ({ amount: body.amount, note: body.note ?? null }));
  }

  exempt(ctx: ClubRequestContext, chargeHash: string, body: ChargeNoteBody): Promise<ManagedCharge> {
    return this.change(ctx, chargeHash, 'charge.exempted', () => ({ status: 'exempt', note: body.note ?? null }));
  }

  cancel(ctx: ClubRequestContext, chargeHash: string, body: ChargeNoteBody): Promise<ManagedCharge> {
    return this.change(ctx, chargeHash, 'charge.cancelled', () => ({ status: 'cancelled', note: body.note ?? null }));
  }

  markPaid(ctx: ClubRequestContext, chargeHash: string, body: MarkChargePaidBody): Promise<ManagedCharge> {
    return this.change(ctx, chargeHash, 'charge.markedPaid', () => ({
      status: 'paid',
      paidMethod: body.method,
      paidAt: new Date(),
      note: body.note ?? null,
    }));
  }

  async remindOne(ctx: ClubRequestContext, chargeHash: string): Promise<RemindersSent> {
    return this.data.write(FEE_TABLES, async (repos) => {
      const row = await this.openCharge(repos, ctx, chargeHash);
      if (row.lastReminderAt && Date.now() - row.lastReminderAt.getTime() < REMINDER_INTERVAL_MS) return { sent: 0, skipped: 1 };
      const sent = await remindCharges(repos, [row], { appUrl: this.appUrl, now: new Date() });
      await repos.audit.record(ctx, { action: 'charge.reminded', target: chargeHash, metadata: { sent } });
      return { sent, skipped: 1 - sent };
    });
  }

  async remindOverdue(ctx: ClubRequestContext, feeHash: string): Promise<RemindersSent> {
    return this.data.write(FEE_TABLES, async (repos) => {
      const fee = await repos.fees.find(ctx.club.id, feeHash);
      if (!fee) throw errors.notFound();
      const now = new Date();
      const due = await repos.charges.overdueToRemind(fee.id, this.today(), new Date(now.getTime() - REMINDER_INTERVAL_MS));
      const sent = await remindCharges(repos, due, { appUrl: this.appUrl, now });
      await repos.audit.record(ctx, { action: 'fee.remindedOverdue', target: feeHash, metadata: { sent, charges: due.length } });
      return { sent, skipped: due.length - sent };
    });
  }

  private async change(
    ctx: ClubRequestContext,
    chargeHash: string,
    action: string,
    values: () => Partial<ChargeRow>,
  ): Promise<ManagedCharge> {
    return this.data.write(FEE_TABLES, async (repos) => {
      const before = await this.openCharge(repos, ctx, chargeHash);
      const after = await repos.charges.update(before.id, values());
      await repos.audit.record(ctx, { action, target: chargeHash, metadata: { before: auditView(before), after: auditView(after) } });
      return presentCharge(await repos.charges.findManaged(after.id, this.today()));
    });
  }

  /** The club's charge, locked, still open to a manual change (409 otherwise). */
  private async openCharge(repos: FeesRepositories, ctx: ClubRequestContext, chargeHash: string): Promise<ChargeRow> {
    const found = await repos.charges.find(ctx.club.id, chargeHash);
    if (!found) throw errors.notFound();
    await repos.charges.lock(found.id);
    const row = (await repos.charges.find(ctx.club.id, chargeHash))!;
    if (!OPEN_STATES.has(row.status)) throw errors.conflict('chargeNotOpen');
    return row;
  }
}
