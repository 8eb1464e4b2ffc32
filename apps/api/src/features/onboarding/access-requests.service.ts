import { isUiLocale, sessionLocaleForClub, type AccessRequest, type UiLocale } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext, SignedInContext } from '../../lib/route/request-context';
import type { OnboardingData } from './onboarding.data';
import type { AccessRequestRow } from './access-requests.repository';
import { presentAccessRequest } from './access-requests.presenter';
import type { ClubRow } from './club-enrollment.repository';
import { mayRequestManagerAccess } from './onboarding.policy';

type Paging = { page: number; itemsPerPage: number };
/** Absolute link to a path of the web app, for notifications. */
export type LinkTo = (path: string) => string;

const localeFor = (userLocale: string | null, club: ClubRow): UiLocale =>
  isUiLocale(userLocale) ? userLocale : sessionLocaleForClub(club.locale);
const managerHome = (club: ClubRow) => `/dashboard/manager/${club.publicId}/overview`;
const page = (query: Paging) => ({ limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) });

/**
 * Manager access requests (spec 4): sent → pending → approved or refused by a current manager.
 * Listing and deciding are declared on their routes (`onboarding.decideAccessRequests`).
 */
export class AccessRequestsService {
  constructor(
    private readonly data: OnboardingData,
    private readonly linkTo: LinkTo,
  ) {}

  /** A signed-in person who does not manage the club asks to; every manager is notified. */
  async request(ctx: ClubRequestContext, message: string | undefined) {
    const { club, viewer } = ctx;
    // Not a named action: the route admits anyone signed in (clubAccess 'any'), the club's own
    // managers excepted, which only the caller's roles in this very club can tell.
    if (!mayRequestManagerAccess(viewer)) throw errors.forbidden();
    const requester = await this.data.read.accessRequests.findUser(ctx.actor.userId);
    if (!requester) throw errors.unauthenticated();
    const hash = await this.data.write([], async (repos) => {
      const created = await repos.accessRequests.insertPending(club, requester.id, message || null);
      if (!created) throw errors.accessRequestExists();
      for (const manager of await repos.accessRequests.managers(club)) {
        await repos.notifications.enqueue({
          channel: 'email',
          to: manager.email,
          template: 'manager-access-requested',
          locale: localeFor(manager.locale, club),
          data: {
            requesterName: `${requester.name} ${requester.lastname}`.trim(),
            requesterEmail: requester.email,
            clubName: club.name,
            link: this.linkTo(managerHome(club)),
          },
          userId: manager.id,
        });
      }
      await repos.audit.record(ctx, { action: 'club.manager_access.requested', target: created });
      return created;
    });
    return presentAccessRequest((await this.data.read.accessRequests.findOne(club, hash))!);
  }

  async list({ club }: ClubRequestContext, query: Paging & { status?: AccessRequest['status'] }, url: string) {
    const { items, total } = await this.data.read.accessRequests.listForClub(club, query.status, page(query));
    return hydraCollection(url, items.map(presentAccessRequest), total, query.page, query.itemsPerPage);
  }

  /** The caller's own requests, in every club (so the web can show "pending"). */
  async mine({ actor }: SignedInContext, query: Paging, url: string) {
    const user = await this.data.read.accessRequests.findUser(actor.userId);
    if (!user) throw errors.unauthenticated();
    const { items, total } = await this.data.read.accessRequests.listForUser(user.id, page(query));
    return hydraCollection(url, items.map(presentAccessRequest), total, query.page, query.itemsPerPage);
  }

  /** Approve (the requester becomes a manager with panel access) or refuse; either way they hear. */
  async decide(ctx: ClubRequestContext, hash: string, decision: 'approve' | 'refuse') {
    const { club, viewer } = ctx;
    const request = await this.data.read.accessRequests.findOne(club, hash);
    if (!request) throw errors.notFound();
    const status = decision === 'approve' ? 'approved' : 'refused';
    // An approval writes a manager profile: the club contexts and profile reads are cleared after.
    await this.data.write(['profiles'], async (repos) => {
      if (!(await repos.accessRequests.markDecided(club, request.id, status, viewer.userId))) {
        throw errors.conflict('requestAlreadyDecided');
      }
      if (status === 'approved') await repos.accessRequests.grantManager(club, request);
      await repos.notifications.enqueue({
        channel: 'email',
        to: request.requesterEmail,
        template: 'manager-access-decided',
        locale: localeFor(request.requesterLocale, club),
        data: {
          clubName: club.name,
          decision: status,
          link: this.linkTo(status === 'approved' ? managerHome(club) : '/dashboard/profile-selector'),
        },
        userId: request.requesterId,
      });
      await repos.audit.record(ctx, {
        action: `club.manager_access.${status}`,
        target: request.hash,
        metadata: { requester: request.requesterEmail },
      });
    });
    return presentAccessRequest((await this.data.read.accessRequests.findOne(club, hash)) as AccessRequestRow);
  }
}
