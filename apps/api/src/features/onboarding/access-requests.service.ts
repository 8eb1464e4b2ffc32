import { isUiLocale, sessionLocaleForClub, type AccessRequest, type UiLocale } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { enqueueNotification } from '../../lib/outbox/enqueue';
import type { ClubViewer } from '../../plugins/club-context.repository';
import { AccessRequestsRepository, type AccessRequestRow } from './access-requests.repository';
import { presentAccessRequest } from './access-requests.presenter';
import type { ClubRow } from './club-enrollment.repository';
import { authorize } from './onboarding.policy';

type InClub = { club: ClubRow; viewer: ClubViewer };
type Paging = { page: number; itemsPerPage: number };
/** Absolute link to a path of the web app, for notifications. */
export type LinkTo = (path: string) => string;

const localeFor = (userLocale: string | null, club: ClubRow): UiLocale =>
  isUiLocale(userLocale) ? userLocale : sessionLocaleForClub(club.locale);
const managerHome = (club: ClubRow) => `/dashboard/manager/${club.publicId}/overview`;

/** Manager access requests (spec 4): sent → pending → approved or refused by a current manager. */
export class AccessRequestsService {
  private readonly repository: AccessRequestsRepository;

  constructor(
    db: Db,
    private readonly linkTo: LinkTo,
  ) {
    this.repository = new AccessRequestsRepository(db);
  }

  /** A signed-in person who does not manage the club asks to; every manager is notified. */
  async request({ club, viewer }: InClub, actor: RequestActor, message: string | undefined, ip: string) {
    authorize(viewer, 'requestAccess');
    const requester = await this.repository.findUser(actor.userId);
    if (!requester) throw errors.unauthenticated();
    const hash = await this.repository.transaction(async (tx) => {
      const created = await this.repository.insertPending(club, requester.id, message || null, tx);
      if (!created) throw errors.accessRequestExists();
      for (const manager of await this.repository.managers(club, tx)) {
        await enqueueNotification(tx, {
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
      await recordAudit(tx, { action: 'club.manager_access.requested', actor, clubId: club.id, target: created, ip });
      return created;
    });
    return presentAccessRequest((await this.repository.findOne(club, hash))!);
  }

  async list({ club, viewer }: InClub, query: Paging & { status?: AccessRequest['status'] }, url: string) {
    authorize(viewer, 'decideAccessRequests');
    const { items, total } = await this.repository.listForClub(club, query.status, this.page(query));
    return hydraCollection(url, items.map(presentAccessRequest), total, query.page, query.itemsPerPage);
  }

  /** The caller's own requests, in every club (so the web can show "pending"). */
  async mine(actor: RequestActor, query: Paging, url: string) {
    const user = await this.repository.findUser(actor.userId);
    if (!user) throw errors.unauthenticated();
    const { items, total } = await this.repository.listForUser(user.id, this.page(query));
    return hydraCollection(url, items.map(presentAccessRequest), total, query.page, query.itemsPerPage);
  }

  /** Approve (the requester becomes a manager with panel access) or refuse; either way they hear. */
  async decide({ club, viewer }: InClub, actor: RequestActor, hash: string, decision: 'approve' | 'refuse', ip: string) {
    authorize(viewer, 'decideAccessRequests');
    const request = await this.repository.findOne(club, hash);
    if (!request) throw errors.notFound();
    const status = decision === 'approve' ? 'approved' : 'refused';
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.markDecided(club, request.id, status, viewer.userId, tx))) {
        throw errors.conflict('This request has already been decided');
      }
      if (status === 'approved') await this.repository.grantManager(club, request, tx);
      await enqueueNotification(tx, {
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
      await recordAudit(tx, {
        action: `club.manager_access.${status}`,
        actor,
        clubId: club.id,
        target: request.hash,
        metadata: { requester: request.requesterEmail },
        ip,
      });
    });
    return presentAccessRequest((await this.repository.findOne(club, hash)) as AccessRequestRow);
  }

  private page(query: Paging) {
    return { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
  }
}
