import { FEATURE_CODES, type FeatureCode, type PeopleGroupByClubResponse } from '@tribuna/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, profiles, users } from '../../db/schema';
import { PERSON_COLUMNS } from './person-row';
import { roleValues } from './people.presenter';

const KNOWN = new Set<string>(FEATURE_CODES);

/**
 * GET /api/people-group-by-club (spec 3, legacy shape): the signed-in user's enabled profiles,
 * grouped by club, with the club's older-shape fields. Only the caller's own rows are read, so
 * no policy rule is involved beyond being signed in.
 */
export class PeopleGroupService {
  constructor(private readonly db: Db) {}

  async forUser(userPublicId: string): Promise<PeopleGroupByClubResponse> {
    const rows = await this.db
      .select({ person: PERSON_COLUMNS, club: clubs })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(eq(users.publicId, userPublicId), eq(profiles.enabled, true)))
      .orderBy(asc(clubs.name), asc(clubs.id), asc(profiles.type));
    const clubIds = [...new Set(rows.map((r) => r.club.id))];
    const features = clubIds.length
      ? await this.db
          .select({ clubId: clubFeatures.clubId, code: clubFeatures.code })
          .from(clubFeatures)
          .where(inArray(clubFeatures.clubId, clubIds))
          .orderBy(asc(clubFeatures.code))
      : [];
    const groups = new Map<number, PeopleGroupByClubResponse[number]>();
    for (const { person, club } of rows) {
      let group = groups.get(club.id);
      if (!group) {
        group = {
          club: {
            companyName: club.companyName,
            enabledFeatures: features
              .filter((f) => f.clubId === club.id && KNOWN.has(f.code))
              .map((f) => ({ code: f.code as FeatureCode })),
            id: club.publicId,
            image: club.image,
            name: club.name,
            shortname: club.shortname,
            privacy: {
              basicInfo: club.privacyBasicInfo,
              custom: club.privacyCustom,
              customUrl: club.privacyCustomUrl,
              url: club.privacyUrl,
              version: club.privacyVersion,
            },
          },
          persons: [],
        };
        groups.set(club.id, group);
      }
      group.persons.push({
        dni: person.dni,
        email: person.email,
        id: person.publicId,
        enabled: person.enabled,
        name: person.name,
        phone: person.phone,
        qrIdentifier: person.qrIdentifier,
        surname: person.surname,
        terms: { custom: person.termsCustom, version: person.termsVersion },
        type: person.type,
        panelAccess: person.panelAccess,
        roles: roleValues(person.types),
        // A pre-enrolled profile is an application to the club not yet accepted.
        appliedClub: person.preEnrollment ? club.publicId : null,
        applicant: person.preEnrollment,
        subsidies: [],
      });
    }
    return [...groups.values()];
  }
}
