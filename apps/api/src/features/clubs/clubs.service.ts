import type { ClubListQuery, ClubProfilesQuery } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { ClubContextRepository, type ClubRow, type ClubViewer } from '../../plugins/club-context.repository';
import { authorize, can } from './clubs.policy';
import {
  knownFeatures,
  presentClub,
  presentClubDetail,
  presentClubProfile,
  presentPublicClub,
} from './clubs.presenter';
import { ClubsRepository } from './clubs.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/** Club reads. Each method starts by checking access through the policy table. */
export class ClubsService {
  private readonly repository: ClubsRepository;
  private readonly contexts: ClubContextRepository;

  constructor(db: Db) {
    this.repository = new ClubsRepository(db);
    this.contexts = new ClubContextRepository(db);
  }

  /** Clubs the caller belongs to; an admin sees every club. */
  async list(userPublicId: string, query: ClubListQuery, url: string) {
    const viewer = await this.repository.findViewer(userPublicId);
    if (!viewer) throw errors.unauthenticated();
    const all = can({ admin: viewer.admin, roles: [] }, 'listAllClubs');
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.repository.listClubs(
      { memberUserId: all ? undefined : viewer.id, name: query.name || undefined },
      page,
    );
    return hydraCollection(url, items.map(presentClub), total, query.page, query.itemsPerPage);
  }

  /**
   * GET /api/clubs/{clubHash} (spec 7: read without token). A member of the club or an admin
   * gets the detail; anyone else, signed in or not, only the public fields. Unknown club: 404.
   */
  async read(clubHash: string, userPublicId: string | null) {
    if (userPublicId === null) return this.publicByHash(clubHash);
    const context = await this.contexts.load(clubHash, userPublicId);
    if (!context) throw errors.notFound();
    // A valid token of an account that is gone or disabled is refused, as on every route.
    if (!context.viewer) throw errors.unauthenticated();
    if (!can(context.viewer, 'read')) return presentPublicClub(context.club);
    return presentClubDetail(context.club, await this.repository.enabledFeatures(context.club));
  }

  /** Public read by hash: anyone, no token. */
  async publicByHash(clubHash: string) {
    const club = await this.repository.findByHash(clubHash);
    if (!club) throw errors.notFound();
    return presentPublicClub(club);
  }

  async features({ club, viewer }: InClub) {
    authorize(viewer, 'readFeatures');
    return knownFeatures(await this.repository.enabledFeatures(club));
  }

  async profiles({ club, viewer }: InClub, query: ClubProfilesQuery, url: string) {
    authorize(viewer, 'listProfiles');
    const scope = can(viewer, 'listAllProfiles') ? {} : { ownerUserId: viewer.userId };
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
