import { FEATURE_CODES, type FeatureCode, type PeopleGroupByClubResponse } from '@tribuna/contract';
import type { SignedInContext } from '../../lib/route/request-context';
import type { PeopleGroupRepository } from './people-group.repository';
import type { PeopleSubsidies } from './people.service';
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
  constructor(
    private readonly repository: PeopleGroupRepository,
    private readonly subsidies?: Pick<PeopleSubsidies, 'ofPeople'>,
  ) {}

  async forUser({ actor }: SignedInContext): Promise<PeopleGroupByClubResponse> {
    const own = await this.repository.ownProfiles(actor.userId);
    const children = await this.repository.childrenOf(own.map((r) => r.person));
    const features = await this.repository.features([...new Set(own.map((r) => r.club.id))]);
    const subsidies = this.subsidies
      ? await this.subsidies.ofPeople(personIds(own, children))
      : new Map<number, { id: string; name: string }[]>();
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
        // Spec 3: the subsidies the person manages or benefits from.
        subsidies: subsidies.get(person.id) ?? [],
      });
    }
    return [...groups.values()];
  }
}

const personIds = (own: { person: { id: number } }[], children: { person: { id: number } }[]) =>
  [...own, ...children].map((row) => row.person.id);

const hasFeature = (features: { clubId: number; code: string }[], clubId: number, code: FeatureCode) =>
  features.some((f) => f.clubId === clubId && f.code === code);
