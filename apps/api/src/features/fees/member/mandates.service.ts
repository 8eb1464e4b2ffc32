import {
  MANDATE_TEXT_VERSION,
  MandateListSchema,
  type Mandate,
  type MandateChangeBody,
  type MandateList,
  type NewMandateBody,
} from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import { jsonBody } from '../../../lib/http';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { newPublicId } from '../../../lib/ids';
import type { FeesData } from '../fees.data';
import { FEE_TABLES } from '../fee-tables';
import type { AccountListsCache } from './account-lists-cache';
import { checkIbanBic } from './iban-check';
import { newMandateReference } from './mandate-reference';
import { clubToday, presentMandate } from './member-payments.presenter';
import { PayerScope } from './payer-scope';
import type { PayersCache } from './payers-cache';

/** Return reasons about the account itself (wrong, closed, blocked at the bank): another account cures them. */
const ACCOUNT_REASONS = ['AC01', 'AC04', 'AC06'];

/** Draws of a new reference before giving up (a clash is one in 32^10). */
const REFERENCE_TRIES = 5;

/**
 * The SEPA mandates a member or guardian gives the club (issue 23 part 3): for their own
 * charges or a child's; the holder is whoever owns the account. A change of account is an
 * amendment (the old account kept, the next debit flagged); a revoked mandate stays as a row.
 */
export class MandatesService {
  private readonly now: () => Date;
  private readonly payers: PayersCache;

  constructor(
    private readonly data: FeesData,
    private readonly deps: { now: () => Date; payers: PayersCache; lists: AccountListsCache },
  ) {
    this.now = deps.now;
    this.payers = deps.payers;
  }

  /** `list` serialized, kept between requests (account-lists-cache.ts; the route sends it as is). */
  listBody(ctx: ClubRequestContext, path: string): Promise<string> {
    return this.deps.lists.body('mandates', ctx, clubToday(this.now()), async () =>
      jsonBody(MandateListSchema, await this.list(ctx, path)),
    );
  }

  async list(ctx: ClubRequestContext, path: string): Promise<MandateList> {
    const [payers, rows] = await Promise.all([
      new PayerScope(this.data.read.memberCharges, ctx, this.payers).all(),
      this.data.read.mandates.ofAccount(ctx.club.id, ctx.viewer.profileIds),
    ]);
    const items = rows.flatMap((row) => {
      const payer = payers.get(row.profileId);
      return payer ? [presentMandate(row, payer, this.now())] : [];
    });
    return wholeCollection(path.replace(':clubHash', encodeURIComponent(ctx.club.publicId)), items);
  }

  async create(ctx: ClubRequestContext, body: NewMandateBody): Promise<Mandate> {
    const payer = await new PayerScope(this.data.read.memberCharges, ctx, this.payers).byHash(body.profileHash, 'profileHash');
    const account = checkIbanBic(body.iban, body.bic);
    const now = this.now();
    const signedOn = clubToday(now);
    const row = await this.data.write(FEE_TABLES, async (repos) => {
      for (let tries = 0; tries < REFERENCE_TRIES; tries += 1) {
        const inserted = await repos.mandates.insert({
          publicId: newPublicId(),
          clubId: ctx.club.id,
          profileId: payer.id,
          reference: newMandateReference(signedOn),
          holderName: body.holderName,
          iban: account.iban,
          bic: account.bic,
          signedOn,
          sequence: body.sequence,
          scheme: body.scheme,
          textVersion: MANDATE_TEXT_VERSION,
          acceptedAt: now,
          createdBy: ctx.viewer.userId,
        });
        if (inserted) {
          await repos.audit.record(ctx, {
            action: 'fees.mandate.created',
            target: inserted.publicId,
            metadata: { reference: inserted.reference },
          });
          return inserted;
        }
      }
      // Five clashes in a row (one in 32^10 each) mean something else is wrong.
      throw errors.internal();
    });
    return presentMandate({ ...row, amendments: 0 }, payer, now);
  }

  async change(ctx: ClubRequestContext, mandateHash: string, body: MandateChangeBody): Promise<Mandate> {
    const scope = new PayerScope(this.data.read.memberCharges, ctx, this.payers);
    const found = await this.data.read.mandates.find(ctx.club.id, mandateHash);
    if (!found) throw errors.notFound();
    const payer = await scope.of(found.profileId);
    const account = checkIbanBic(body.iban, body.bic);
    const row = await this.data.write(FEE_TABLES, async (repos) => {
      const locked = await repos.mandates.lock(ctx.club.id, mandateHash);
      if (!locked) throw errors.notFound();
      if (locked.status === 'revoked' || locked.status === 'expired') throw errors.conflict('mandateNotActive');
      const holderName = body.holderName ?? locked.holderName;
      // The same account again changes nothing: no amendment to tell the bank about.
      if (locked.iban === account.iban && locked.bic === account.bic && locked.holderName === holderName) return locked;
      await repos.mandates.addAmendment(locked, ctx.viewer.userId);
      // Blocked because that account was wrong, closed or blocked: the new account lifts it (a missing mandate, MD01, stays).
      const unblock = locked.status === 'blocked' && ACCOUNT_REASONS.includes(locked.blockedReason ?? '');
      const updated = await repos.mandates.update(locked.id, {
        iban: account.iban,
        bic: account.bic,
        holderName,
        amendmentPending: true,
        ...(unblock ? { status: 'active', blockedReason: null } : {}),
      });
      await repos.audit.record(ctx, { action: 'fees.mandate.amended', target: locked.publicId, metadata: { reference: locked.reference } });
      return updated;
    });
    return presentMandate({ ...row, amendments: await this.data.read.mandates.amendmentsOf(row.id) }, payer, this.now());
  }

  async revoke(ctx: ClubRequestContext, mandateHash: string): Promise<Mandate> {
    const found = await this.data.read.mandates.find(ctx.club.id, mandateHash);
    if (!found) throw errors.notFound();
    const payer = await new PayerScope(this.data.read.memberCharges, ctx, this.payers).of(found.profileId);
    const row = await this.data.write(FEE_TABLES, async (repos) => {
      const locked = await repos.mandates.lock(ctx.club.id, mandateHash);
      if (!locked) throw errors.notFound();
      if (locked.status === 'revoked') return locked;
      await repos.audit.record(ctx, { action: 'fees.mandate.revoked', target: locked.publicId, metadata: { reference: locked.reference } });
      return repos.mandates.update(locked.id, { status: 'revoked' });
    });
    return presentMandate({ ...row, amendments: found.amendments }, payer, this.now());
  }
}
