import {
  PROFILE_TYPE_CODES,
  type ClubRole,
  type CreateInvitationBodySchema,
  type CreateProfileBodySchema,
  type PaginationQuery,
} from '@tribuna/contract';
import type { z } from 'zod';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { presentPublicClub } from '../../lib/public-club.presenter';
import type { ClubRequestContext, SignedInContext } from '../../lib/route/request-context';
import type { InvitationsData } from './invitations.data';
import type { InvitationTokens } from './invitation-token';
import { presentInvitation } from './invitations.presenter';
import type { InvitableRole } from './invitations.repository';
import { preEnroll } from './pre-enrollment';

export type JoinBody = z.output<typeof CreateProfileBodySchema>;
const MAX_VALIDITY_DAYS = 366;

/**
 * Invitation links (managers: declared on the routes, `invitations.manage`) and joining a club
 * through one (any signed-in person holding a usable link).
 */
export class InvitationsService {
  constructor(
    private readonly data: InvitationsData,
    private readonly tokens: InvitationTokens,
    private readonly appUrl: string,
  ) {}

  async create(ctx: ClubRequestContext, body: z.output<typeof CreateInvitationBodySchema>) {
    const expiresAt = new Date(body.expiresAt);
    if (expiresAt.getTime() <= Date.now()) throw errors.validation([{ field: 'expiresAt', code: 'expiryInPast' }]);
    if (expiresAt.getTime() > Date.now() + MAX_VALIDITY_DAYS * 86_400_000) {
      throw errors.validation([{ field: 'expiresAt', code: 'expiryTooFar' }]);
    }
    const { token, hash, sealed } = this.tokens.create();
    const row = await this.data.write([], async (repos) => {
      const created = await repos.invitations.insert(ctx.club, {
        role: body.role,
        expiresAt,
        maxUses: body.maxUses ?? null,
        tokenHash: hash,
        sealedToken: sealed,
        createdBy: ctx.viewer.userId,
        accessController: body.accessController ?? false,
      });
      await repos.audit.record(ctx, { action: 'invitation.created', target: created.publicId });
      return created;
    });
    return presentInvitation(row, token, this.appUrl);
  }

  async list({ club }: ClubRequestContext, query: PaginationQuery, url: string) {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.invitations.list(club, page);
    const members = items.map((row) => presentInvitation(row, this.tokens.open(row.sealedToken), this.appUrl));
    return hydraCollection(url, members, total, query.page, query.itemsPerPage);
  }

  async revoke(ctx: ClubRequestContext, hash: string) {
    const row = await this.data.write([], async (repos) => {
      const revoked = await repos.invitations.revoke(ctx.club, hash);
      if (!revoked) throw errors.notFound();
      await repos.audit.record(ctx, { action: 'invitation.revoked', target: hash });
      return revoked;
    });
    return presentInvitation(row, this.tokens.open(row.sealedToken), this.appUrl);
  }

  /** Public: what the onboarding page shows. Unknown, expired, revoked, used up: the same 404. */
  async preview(token: string) {
    const found = await this.data.read.invitations.findUsable(this.tokens.hash(token));
    if (!found) throw errors.invitationInvalid();
    return {
      club: presentPublicClub(found.club),
      role: found.invitation.role as InvitableRole,
      expiresAt: found.invitation.expiresAt.toISOString(),
    };
  }

  /**
   * POST /api/profiles/{profileType}: the signed-in person joins a club for themselves. With an
   * invitation the profile is active at once; without one it is a pre-enrolment in the club the
   * body names, which its managers accept or refuse (features/onboarding/pre-enrollments).
   */
  async join(ctx: SignedInContext, profileType: ClubRole, body: JoinBody) {
    const user = await this.data.read.invitations.findUser(ctx.actor.userId);
    if (!user) throw errors.unauthenticated();
    // A person joins for themselves only.
    if (body.user.username !== user.username) throw errors.forbidden();
    if (body.invitation === undefined) return preEnroll(this.data, this.appUrl, { ctx, user, role: profileType, body });
    return this.joinByInvitation(ctx, user.id, profileType, body.invitation, body);
  }

  private async joinByInvitation(ctx: SignedInContext, userId: number, profileType: ClubRole, token: string, body: JoinBody) {
    const repository = this.data.read.invitations;
    const found = await repository.findUsable(this.tokens.hash(token));
    if (!found || found.invitation.role !== profileType) throw errors.invitationInvalid(400);
    const { club, invitation } = found;
    const role = invitation.role as InvitableRole;
    if (body.club !== undefined && body.club !== club.publicId) {
      throw errors.validation([{ field: 'club', code: 'clubMismatch' }]);
    }
    if (await repository.hasProfile(club, userId, role)) throw errors.profileExists();
    if (await repository.dniTaken(club, role, body.dni)) throw errors.validation([{ field: 'dni', code: 'duplicateDni' }]);
    const person = { name: body.name, surname: body.surname, email: body.email, dni: body.dni };
    // A new profile, and the account may take its name from it: both caches are cleared after.
    const hash = await this.data.write(['profiles', 'users'], async (repos) => {
      if (!(await repos.invitations.claimUse(invitation))) throw errors.invitationInvalid(400);
      const created = await repos.invitations.insertProfile(club, userId, role, person, false, invitation.accessController);
      // Throwing rolls the use back: a refused join does not spend the link.
      if (!created) throw errors.profileExists();
      await repos.invitations.fillAccountPerson(userId, person);
      // The request names no club: the audit row belongs to the one joined.
      await repos.audit.record(
        { ...ctx, club },
        { action: 'profile.joined', target: created, metadata: { invitation: invitation.publicId } },
      );
      return created;
    });
    return { hash, role, type: PROFILE_TYPE_CODES[role], preEnrollment: false, club: { hash: club.publicId, name: club.name } };
  }
}
