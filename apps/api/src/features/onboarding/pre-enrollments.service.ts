import { isUiLocale, sessionLocaleForClub } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { OnboardingData } from './onboarding.data';
import type { LinkTo } from './access-requests.service';
import { presentPreEnrollment } from './pre-enrollments.presenter';

type Paging = { page: number; itemsPerPage: number };

/**
 * Pre-enrolments (POST /api/profiles/{profileType} without an invitation) that a club's managers
 * accept or refuse, beside the manager access requests. Who may is declared on the routes
 * (`onboarding.decideAccessRequests`); every read and write is scoped to the route's club.
 */
export class PreEnrollmentsService {
  constructor(
    private readonly data: OnboardingData,
    private readonly linkTo: LinkTo,
  ) {}

  async list({ club }: ClubRequestContext, query: Paging, url: string) {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.preEnrollments.listPending(club, page);
    return hydraCollection(url, items.map(presentPreEnrollment), total, query.page, query.itemsPerPage);
  }

  /** Accept (the profile becomes active) or refuse (it is removed); the person hears either way. */
  async decide(ctx: ClubRequestContext, hash: string, decision: 'accept' | 'refuse') {
    const { club } = ctx;
    // Another club's profile, an active one or one decided before: not a pending pre-enrolment here.
    const pending = await this.data.read.preEnrollments.findPending(club, hash);
    if (!pending) throw errors.notFound();
    const outcome: 'accepted' | 'refused' = decision === 'accept' ? 'accepted' : 'refused';
    // The club contexts and profile reads change with the profile: their caches are cleared after.
    await this.data.write(['profiles'], async (repos) => {
      const done = outcome === 'accepted' ? repos.preEnrollments.accept(club, pending.id) : repos.preEnrollments.refuse(club, pending.id);
      if (!(await done)) throw errors.notFound();
      const to = pending.accountEmail ?? pending.email;
      if (to) {
        await repos.notifications.enqueue({
          channel: 'email',
          to,
          template: 'pre-enrollment-decided',
          locale: isUiLocale(pending.accountLocale) ? pending.accountLocale : sessionLocaleForClub(club.locale),
          data: { clubName: club.name, decision: outcome, link: this.linkTo('/dashboard/profile-selector') },
          userId: pending.userId,
        });
      }
      await repos.audit.record(ctx, { action: `profile.pre_enrollment.${outcome}`, target: pending.hash });
    });
    return { hash: pending.hash, decision: outcome };
  }
}
