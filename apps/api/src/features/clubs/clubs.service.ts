import type { ClubListQuery, ClubProfilesQuery } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
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

  constructor(db: Db) {
    this.repository = new ClubsRepository(db);
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

  async read({ club, viewer }: InClub) {
    authorize(viewer, 'read');
    return presentClubDetail(club, await this.repository.enabledFeatures(club));
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
