import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { MemberChargesRepository, PayerRow } from './member-charges.repository';
import type { Payers, PayersCache } from './payers-cache';

/**
 * Whose charges and mandates the caller reaches: the account's own profiles in the club and
 * their children. A platform admin (no family of their own there) reaches any person of the
 * club by an object's hash, for support, and lists nobody.
 */
export class PayerScope {
  private payers: Payers | undefined;

  constructor(
    private readonly repository: MemberChargesRepository,
    private readonly ctx: ClubRequestContext,
    private readonly cache: PayersCache,
  ) {}

  async all(): Promise<Payers> {
    this.payers ??= await this.cache.of(this.repository, this.ctx);
    return this.payers;
  }

  /** The payer a charge or mandate belongs to, or 404: someone else's is not there for the caller. */
  async of(profileId: number): Promise<PayerRow> {
    const payer =
      (await this.all()).get(profileId) ?? (this.ctx.viewer.admin ? await this.repository.person(this.ctx.club.id, profileId) : undefined);
    if (!payer) throw errors.notFound();
    return payer;
  }

  /** The payer a new mandate is for, named by hash: one's own profile or a child's, else 400 on the field. */
  async byHash(profileHash: string, field: string): Promise<PayerRow> {
    const found = [...(await this.all()).values()].find((row) => row.hash === profileHash);
    if (found) return found;
    const any = this.ctx.viewer.admin ? await this.repository.profileByHash(this.ctx.club.id, profileHash) : undefined;
    if (!any) throw errors.validation([{ field, code: 'unknownPayer' }]);
    return any;
  }
}
