import type { ClubListQuery, ClubProfilesQuery } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext, SignedInContext } from '../../lib/route/request-context';
import type { ClubContextRepository } from '../../plugins/club-context.repository';
import { CLUBS_RULES } from './clubs.policy';
import { knownFeatures, presentClub, presentClubDetail, presentClubProfile, presentPublicClub } from './clubs.presenter';
import type { ClubsRepository } from './clubs.repository';

/**
 * Club reads. Who may call each method is declared on its route (`clubs.readFeatures`,
 * `clubs.listProfiles`) and checked before it runs; the rules here only decide how much is shown.
 */
export class ClubsService {
  constructor(
    private readonly repository: ClubsRepository,
    private readonly contexts: ClubContextRepository,
  ) {}

  /** Clubs the caller belongs to; an admin sees every club. */
  async list({ actor }: SignedInContext, query: ClubListQuery, url: string) {
    const viewer = await this.repository.findViewer(actor.userId);
    if (!viewer) throw errors.unauthenticated();
    const all = CLUBS_RULES.listAllClubs({ admin: viewer.admin, roles: [] });
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.repository.listClubs(
      { memberUserId: all ? undefined : viewer.id, name: query.name || undefined },
      page,
    );
    return hydraCollection(url, items.map(presentClub), total, query.page, query.itemsPerPage);
  }

  /**
   * GET /api/clubs/{clubHash} as a signed-in caller (the route is public, spec 7 "read without
   * token", so no club context was loaded; the route read the optional token). A member of the
   * club or an admin gets the detail; anyone else only the public fields. Unknown club: 404.
   */
  async readAs(clubHash: string, userPublicId: string) {
    const context = await this.contexts.load(clubHash, userPublicId);
    if (!context) throw errors.notFound();
    // A valid token of an account that is gone or disabled is refused, as on every route.
    if (!context.viewer) throw errors.unauthenticated();
    if (!CLUBS_RULES.read(context.viewer)) return presentPublicClub(context.club);
    return presentClubDetail(context.club, await this.repository.enabledFeatures(context.club));
  }

  /** Public read by hash: anyone, no token. */
  async publicByHash(clubHash: string) {
    const club = await this.repository.findByHash(clubHash);
    if (!club) throw errors.notFound();
    return presentPublicClub(club);
  }

  async features({ club }: ClubRequestContext) {
    return knownFeatures(await this.repository.enabledFeatures(club));
  }

  /** Every profile for those who manage the club; one's own (and one's children's) for the rest. */
  async profiles({ club, viewer }: ClubRequestContext, query: ClubProfilesQuery, url: string) {
    const scope = CLUBS_RULES.listAllProfiles(viewer) ? {} : { ownerUserId: viewer.userId };
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.repository.listProfiles(club, { ...scope, search: query.search }, page);
    return hydraCollection(
      url,
      items.map((row) => presentClubProfile(club, row)),
      total,
      query.page,
      query.itemsPerPage,
    );
  }

  /** Public read by short name: anyone, no token. */
  async publicByShortname(shortname: string) {
    const club = await this.repository.findByShortname(shortname.toLowerCase());
    if (!club) throw errors.notFound();
    return presentPublicClub(club);
  }
}
