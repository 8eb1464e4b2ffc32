import type { CreateFeeBody, FeeDetail, FeeList, SentFee } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { hydraCollection, pageOffset } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData, FeesRepositories } from '../fees.data';
import type { PlanRow } from '../plans/plans.repository';
import { remainingInstalments } from './instalment-schedule';
import { NO_TOTALS, presentFee, presentFeeDetail } from './fees.presenter';
import type { FeeWithLinks } from './fees.repository';
import { FEE_TABLES } from '../fee-tables';

/**
 * Fees (issue 23 part 2): a draft names who pays what (a plan's price or a one-off amount) and
 * when; sending it makes every charge in one transaction and one statement. The club's "today"
 * comes from `today()` (Europe/Madrid), so past instalments are known.
 */
export class FeesService {
  constructor(
    private readonly data: FeesData,
    private readonly today: () => string,
  ) {}

  async list(ctx: ClubRequestContext, url: string, page: number, itemsPerPage: number): Promise<FeeList> {
    const { rows, total } = await this.data.read.fees.page(ctx.club.id, pageOffset(page, itemsPerPage), itemsPerPage);
    const totals = await this.data.read.charges.feeTotals(rows.map((row) => row.id));
    return hydraCollection(
      url,
      rows.map((row) => presentFee(row, totals.get(row.id))),
      total,
      page,
      itemsPerPage,
    );
  }

  async detail(ctx: ClubRequestContext, feeHash: string): Promise<FeeDetail> {
    return this.detailOf(this.data.read, await this.feeOf(this.data.read, ctx, feeHash));
  }

  async create(ctx: ClubRequestContext, body: CreateFeeBody): Promise<FeeDetail> {
    return this.data.write(FEE_TABLES, async (repos) => {
      let plan: PlanRow | undefined;
      if (body.kind === 'plan') {
        plan = await repos.plans.find(ctx.club.id, body.planHash!);
        if (!plan) throw errors.validation([{ field: 'planHash', code: 'unknownPlan' }]);
      }
      if (!(await repos.charges.targetIsOurs(ctx.club.id, body.target))) {
        throw errors.validation([{ field: 'target', code: 'unknownFeeTarget' }]);
      }
      const values = {
        kind: body.kind,
        name: body.name ?? plan!.name,
        description: body.description ?? plan?.description ?? '',
        amount: body.amount ?? plan!.price * (plan!.period === 'season' ? 1 : plan!.instalments),
        instalments: body.instalments ?? plan?.instalments ?? 1,
        firstDueOn: body.firstDueOn,
        seasonId: plan?.seasonId ?? null,
        planId: plan?.id ?? null,
        target: body.target,
      };
      const created = await repos.fees.insert(ctx.club.id, ctx.viewer.userId, values);
      await repos.audit.record(ctx, {
        action: 'fee.created',
        target: created.publicId,
        metadata: { after: { ...values, target: body.target.kind } },
      });
      return this.detailOf(repos, (await repos.fees.find(ctx.club.id, created.publicId))!);
    });
  }

  /** Creates every charge of a draft fee: one transaction, one insert, discounts and dates included. */
  async send(ctx: ClubRequestContext, feeHash: string): Promise<SentFee> {
    return this.data.write(FEE_TABLES, async (repos) => {
      const fee = await this.feeOf(repos, ctx, feeHash);
      const sentAt = new Date();
      if (!(await repos.fees.markSent(fee.id, sentAt))) throw errors.conflict('feeAlreadySent');
      const plan = fee.planId ? await repos.plans.findById(fee.planId) : undefined;
      const schedule = remainingInstalments(fee.firstDueOn, fee.instalments, plan?.period ?? null, this.today());
      const created = await repos.chargeCreation.create({
        clubId: ctx.club.id,
        feeId: fee.id,
        target: fee.target,
        amount: fee.amount,
        siblingDiscountPercent: plan?.siblingDiscountPercent ?? 0,
        familyDiscountPercent: plan?.familyDiscountPercent ?? 0,
        schedule,
      });
      await repos.audit.record(ctx, { action: 'fee.sent', target: feeHash, metadata: { charges: created, instalments: schedule.length } });
      const totals = await repos.charges.feeTotals([fee.id]);
      return { ...presentFee({ ...fee, status: 'sent', sentAt }, totals.get(fee.id)), created };
    });
  }

  private async detailOf(repos: FeesRepositories, fee: FeeWithLinks): Promise<FeeDetail> {
    const totals = (await repos.charges.feeTotals([fee.id])).get(fee.id) ?? NO_TOTALS;
    const byState = await repos.charges.totalsByState(fee.id, this.today());
    const byTeam = await repos.charges.totalsByTeam(fee.id);
    return presentFeeDetail(fee, totals, byState, byTeam);
  }

  private async feeOf(repos: FeesRepositories, ctx: ClubRequestContext, feeHash: string): Promise<FeeWithLinks> {
    const fee = await repos.fees.find(ctx.club.id, feeHash);
    if (!fee) throw errors.notFound();
    return fee;
  }
}
