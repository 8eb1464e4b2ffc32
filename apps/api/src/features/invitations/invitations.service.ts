import type { CreateInvitationBodySchema, CreateProfileBodySchema, PaginationQuery } from '@tribuna/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { presentPublicClub } from '../../lib/public-club.presenter';
import type { ClubViewer } from '../../plugins/club-context.repository';
import type { InvitationTokens } from './invitation-token';
import { authorize } from './invitations.policy';
import { presentInvitation } from './invitations.presenter';
import { InvitationsRepository, type ClubRow, type InvitableRole } from './invitations.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };
type JoinBody = z.output<typeof CreateProfileBodySchema>;
const MAX_VALIDITY_DAYS = 366;
export const EXPIRY_IN_PAST = 'The expiry date must be in the future';
export const EXPIRY_TOO_FAR = 'The expiry date must be within a year';
export const CLUB_MISMATCH = 'The club does not match the invitation';

/** Invitation links (managers) and joining a club through one (any signed-in person). */
export class InvitationsService {
  private readonly repository: InvitationsRepository;

  constructor(
    private readonly db: Db,
    private readonly tokens: InvitationTokens,
    private readonly appUrl: string,
  ) {
    this.repository = new InvitationsRepository(db);
  }

  async create({ club, viewer }: InClub, actor: RequestActor, body: z.output<typeof CreateInvitationBodySchema>, ip: string) {
    authorize(viewer, 'manage');
    const expiresAt = new Date(body.expiresAt);
    if (expiresAt.getTime() <= Date.now()) throw errors.validation([{ field: 'expiresAt', errors: [EXPIRY_IN_PAST] }]);
    if (expiresAt.getTime() > Date.now() + MAX_VALIDITY_DAYS * 86_400_000) {
      throw errors.validation([{ field: 'expiresAt', errors: [EXPIRY_TOO_FAR] }]);
    }
    const { token, hash, sealed } = this.tokens.create();
    const row = await this.repository.insert(club, {
      role: body.role,
      expiresAt,
      maxUses: body.maxUses ?? null,
      tokenHash: hash,
      sealedToken: sealed,
      createdBy: viewer.userId,
    });
    await recordAudit(this.db, { action: 'invitation.created', actor, clubId: club.id, target: row.publicId, ip });
    return presentInvitation(row, token, this.appUrl);
  }

  async list({ club, viewer }: InClub, query: PaginationQuery, url: string) {
    authorize(viewer, 'manage');
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.repository.list(club, page);
    const members = items.map((row) => presentInvitation(row, this.tokens.open(row.sealedToken), this.appUrl));
    return hydraCollection(url, members, total, query.page, query.itemsPerPage);
  }

  async revoke({ club, viewer }: InClub, actor: RequestActor, hash: string, ip: string) {
    authorize(viewer, 'manage');
    const row = await this.repository.revoke(club, hash);
    if (!row) throw errors.notFound();
    await recordAudit(this.db, { action: 'invitation.revoked', actor, clubId: club.id, target: hash, ip });
    return presentInvitation(row, this.tokens.open(row.sealedToken), this.appUrl);
  }

  /** Public: what the onboarding page shows. Unknown, expired, revoked, used up: the same 404. */
  async preview(token: string) {
    const found = await this.repository.findUsable(this.tokens.hash(token));
    if (!found) throw errors.invitationInvalid();
    return { club: presentPublicClub(found.club), role: found.invitation.role as InvitableRole, expiresAt: found.invitation.expiresAt.toISOString() };
  }

  /** POST /api/profiles/{profileType}: the signed-in person joins the invitation's club. */
  async join(actor: RequestActor, profileType: string, body: JoinBody, ip: string) {
    const user = await this.repository.findUser(actor.userId);
    if (!user) throw errors.unauthenticated();
    // A person joins for themselves only.
    if (body.user.username !== user.username) throw errors.forbidden();
    const found = await this.repository.findUsable(this.tokens.hash(body.invitation));
    if (!found || found.invitation.role !== profileType) throw errors.invitationInvalid(400);
    const { club, invitation } = found;
    const role = invitation.role as InvitableRole;
    if (body.club !== undefined && body.club !== club.publicId) {
      throw errors.validation([{ field: 'club', errors: [CLUB_MISMATCH] }]);
    }
    if (await this.repository.hasProfile(club, user.id, role)) throw errors.profileExists();
    const person = { name: body.name, surname: body.surname, email: body.email, dni: body.dni };
    const hash = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.claimUse(invitation, tx))) throw errors.invitationInvalid(400);
      const created = await this.repository.insertProfile(club, user.id, role, person, tx);
      // Throwing rolls the use back: a refused join does not spend the link.
      if (!created) throw errors.profileExists();
      await this.repository.fillAccountPerson(user.id, person, tx);
      await recordAudit(tx, { action: 'profile.joined', actor, clubId: club.id, target: created, metadata: { invitation: invitation.publicId }, ip });
      return created;
    });
    return { hash, role, club: { hash: club.publicId, name: club.name } };
  }
}
