import type { OnboardLinks, OnboardState } from '@tribuna/contract';
import { wholeCollection } from '../../lib/hydra';
import { reach } from '../../lib/payments/reach-provider';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsData } from './payments.data';

/**
 * A club connects its payment account (spec 7's onboarding calls): the first request creates the
 * club's Stripe account, each one gives a fresh single-use onboarding link, and the state is read
 * from Stripe itself (and kept, so checkout knows whether cards can be taken).
 */
export class OnboardingService {
  constructor(
    private readonly data: PaymentsData,
    private readonly gateway: PaymentGateway | null,
    private readonly appUrl: string,
  ) {}

  async links(ctx: ClubRequestContext, url: string): Promise<OnboardLinks> {
    const gateway = this.gateway;
    if (!gateway) return wholeCollection(url, []);
    const account = await this.data.write([], async (repos) => {
      await repos.paymentAccounts.lockClub(ctx.club.id);
      const existing = await repos.paymentAccounts.ofClub(ctx.club.id, gateway.provider);
      if (existing) return existing;
      const created = await reach(() => gateway.createAccount({ name: ctx.club.name, clubHash: ctx.club.publicId }));
      const row = await repos.paymentAccounts.insert({ clubId: ctx.club.id, provider: gateway.provider, accountId: created.accountId });
      await repos.audit.record(ctx, {
        action: 'payments.account-created',
        target: ctx.club.publicId,
        metadata: { provider: gateway.provider },
      });
      return row;
    });
    const back = `${this.appUrl}/dashboard/manager/ecommerce/${ctx.club.publicId}/campaigns/list`;
    const link = await reach(() =>
      gateway.onboardingLink(account.accountId, { returnUrl: `${back}?payments=done`, refreshUrl: `${back}?payments=again` }),
    );
    return wholeCollection(url, [{ provider: gateway.provider, url: link.url, expiresAt: link.expiresAt.toISOString() }]);
  }

  async state(ctx: ClubRequestContext): Promise<OnboardState> {
    const gateway = this.gateway;
    const none = { provider: null, connected: false, detailsSubmitted: false, chargesEnabled: false };
    if (!gateway) return { configured: false, ...none };
    const account = await this.data.read.paymentAccounts.ofClub(ctx.club.id, gateway.provider);
    if (!account) return { configured: true, ...none };
    const state = await reach(() => gateway.accountState(account.accountId));
    if (state.chargesEnabled !== account.chargesEnabled || state.detailsSubmitted !== account.detailsSubmitted) {
      await this.data.write([], (repos) => repos.paymentAccounts.setState(gateway.provider, account.accountId, state));
    }
    return { configured: true, provider: gateway.provider, connected: true, ...state };
  }
}
