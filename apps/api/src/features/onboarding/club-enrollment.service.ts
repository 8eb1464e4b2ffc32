import { FEATURE_CODES, type ClubSearchCollectionSchema, type CreateClubBody, type FeatureCode } from '@tribuna/contract';
import type { z } from 'zod';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { presentPublicClub } from '../../lib/public-club.presenter';
import type { SignedInContext } from '../../lib/route/request-context';
import type { OnboardingData } from './onboarding.data';

/**
 * Features a new club starts with: everything, except `bookings` (it needs a calendar
 * provider connected first) and `not_receiving_daily_digest_mail` (an opt-out: a new club does
 * get its daily digest). Managers change them later in the club settings.
 */
export const NEW_CLUB_FEATURES: readonly FeatureCode[] = FEATURE_CODES.filter(
  (code) => code !== 'bookings' && code !== 'not_receiving_daily_digest_mail',
);

type SearchQuery = { name: string; page: number; itemsPerPage: number };

const shortnameTaken = () => errors.validation([{ field: 'shortname', code: 'shortnameTaken' }]);

/** Club search (public), club enrollment (any signed-in user) and the orphaned-managers check. */
export class ClubEnrollmentService {
  constructor(private readonly data: OnboardingData) {}

  /** Anyone, no token: only public club fields are returned. */
  async search(query: SearchQuery, url: string): Promise<z.infer<typeof ClubSearchCollectionSchema>> {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.clubEnrollment.search(query.name, page);
    return hydraCollection(url, items.map(presentPublicClub), total, query.page, query.itemsPerPage);
  }

  /**
   * Any signed-in person may register a club and becomes its first manager: the club, its
   * features, the manager profile and the audit row commit together.
   */
  async create(ctx: SignedInContext, body: CreateClubBody) {
    const enrollee = await this.data.read.clubEnrollment.findEnrollee(ctx.actor.userId);
    if (!enrollee) throw errors.unauthenticated();
    const club = await this.data.write(['clubs', 'club_features', 'profiles'], async (repos) => {
      const created = await repos.clubEnrollment.insertClub(body);
      if (!created) throw shortnameTaken();
      await repos.clubEnrollment.enableFeatures(created, NEW_CLUB_FEATURES);
      await repos.clubEnrollment.addFirstManager(created, enrollee);
      // The request names no club: the audit row belongs to the one just created.
      await repos.audit.record(
        { ...ctx, club: created },
        { action: 'club.created', target: created.publicId, metadata: { shortname: created.shortname } },
      );
      return created;
    });
    return presentPublicClub(club);
  }

  /** Signed-in callers: does the club have people waiting and no manager to let them in? */
  async orphanedManagers(clubHash: string) {
    const repository = this.data.read.clubEnrollment;
    const club = await repository.findClub(clubHash);
    if (!club) throw errors.notFound();
    const { waiting, managed } = await repository.orphanState(club);
    return { hasOrphanedProfiles: waiting && !managed };
  }
}
