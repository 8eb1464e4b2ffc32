import { FEATURE_CODES, PROFILE_TYPE_CODES, type FeatureCode, type PeopleGroupByClubResponse } from '@tribuna/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, guardianships, profiles, users } from '../../db/schema';
import { PERSON_COLUMNS, type PersonRow } from './person-row';
import { roleValues } from './people.presenter';

const KNOWN = new Set<string>(FEATURE_CODES);

/** Guardians see their children's records only where the club has this feature (as in families). */
const CHILDREN_FEATURE: FeatureCode = 'records_from_children';

/**
 * GET /api/people-group-by-club (spec 3, legacy shape): the signed-in user's enabled profiles,
 * grouped by club, with the club's older-shape fields; for a guardian, also the enabled children
 * linked to their guardian profile in that club (each with its own qrIdentifier), where the club
 * has records_from_children. Only the caller's own rows and their children are read, so no
 * policy rule is involved beyond being signed in.
 */
export class PeopleGroupService {
  constructor(private readonly db: Db) {}

  async forUser(userPublicId: string): Promise<PeopleGroupByClubResponse> {
    const own = await this.db
      .select({ person: PERSON_COLUMNS, club: clubs })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(eq(users.publicId, userPublicId), eq(profiles.enabled, true)))
      .orderBy(asc(clubs.name), asc(clubs.id), asc(profiles.type));
    const children = await this.childrenOf(own.map((r) => r.person));
    const clubIds = [...new Set(own.map((r) => r.club.id))];
    const features = clubIds.length
      ? await this.db
          .select({ clubId: clubFeatures.clubId, code: clubFeatures.code })
          .from(clubFeatures)
          .where(inArray(clubFeatures.clubId, clubIds))
          .orderBy(asc(clubFeatures.code))
      : [];
    const groups = new Map<number, PeopleGroupByClubResponse[number]>();
    const listed = new Set<number>();
    const rows = [...own, ...children.filter((c) => hasFeature(features, c.club.id, CHILDREN_FEATURE))];
    for (const { person, club } of rows) {
      // A child who is also one of the caller's own profiles, or has two guardians here, once.
      if (listed.has(person.id)) continue;
      listed.add(person.id);
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

  /** Enabled children linked to these guardian profiles, in the guardian profile's own club. */
  private async childrenOf(mine: PersonRow[]) {
    const guardianIds = mine.filter((p) => p.type === PROFILE_TYPE_CODES.guardian).map((p) => p.id);
    if (guardianIds.length === 0) return [];
    const guardian = alias(profiles, 'guardian');
    return this.db
      .select({ person: PERSON_COLUMNS, club: clubs })
      .from(guardianships)
      .innerJoin(guardian, eq(guardian.id, guardianships.guardianProfileId))
      .innerJoin(profiles, and(eq(profiles.id, guardianships.childProfileId), eq(profiles.clubId, guardian.clubId)))
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .where(and(inArray(guardianships.guardianProfileId, guardianIds), eq(profiles.enabled, true)))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.id));
  }
}

const hasFeature = (features: { clubId: number; code: string }[], clubId: number, code: FeatureCode) =>
  features.some((f) => f.clubId === clubId && f.code === code);
