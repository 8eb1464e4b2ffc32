import {
  FEATURE_CODES,
  SHORTNAME_TAKEN,
  type ClubSearchCollectionSchema,
  type CreateClubBody,
  type FeatureCode,
} from '@tribuna/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { presentPublicClub } from '../../lib/public-club.presenter';
import { ClubEnrollmentRepository } from './club-enrollment.repository';

/**
 * Features a new club starts with: everything, except `bookings` (it needs a calendar
 * provider connected first) and `not_receiving_daily_digest_mail` (an opt-out: a new club does
 * get its daily digest). Managers change them later in the club settings.
 */
export const NEW_CLUB_FEATURES: readonly FeatureCode[] = FEATURE_CODES.filter(
  (code) => code !== 'bookings' && code !== 'not_receiving_daily_digest_mail',
);

type SearchQuery = { name: string; page: number; itemsPerPage: number };

/** Club search (public), club enrollment (any signed-in user) and the orphaned-managers check. */
export class ClubEnrollmentService {
  private readonly repository: ClubEnrollmentRepository;

  constructor(db: Db) {
    this.repository = new ClubEnrollmentRepository(db);
  }

  /** Anyone, no token: only public club fields are returned. */
  async search(query: SearchQuery, url: string): Promise<z.infer<typeof ClubSearchCollectionSchema>> {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.repository.search(query.name, page);
    return hydraCollection(url, items.map(presentPublicClub), total, query.page, query.itemsPerPage);
  }

  /** Any signed-in person may register a club and becomes its first manager. */
  async create(actor: RequestActor, body: CreateClubBody, ip: string) {
    const enrollee = await this.repository.findEnrollee(actor.userId);
    if (!enrollee) throw errors.unauthenticated();
    const club = await this.repository.createClub(body, NEW_CLUB_FEATURES, enrollee, (tx, created) =>
      recordAudit(tx, {
        action: 'club.created',
        actor,
        clubId: created.id,
        target: created.publicId,
        metadata: { shortname: created.shortname },
        ip,
      }),
    );
    if (!club) throw errors.validation([{ field: 'shortname', errors: [SHORTNAME_TAKEN] }]);
    return presentPublicClub(club);
  }

  /** Signed-in callers: does the club have people waiting and no manager to let them in? */
  async orphanedManagers(clubHash: string) {
    const club = await this.repository.findClub(clubHash);
    if (!club) throw errors.notFound();
    const { waiting, managed } = await this.repository.orphanState(club);
    return { hasOrphanedProfiles: waiting && !managed };
  }
}
