import { sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/**
 * The columns a person (a profile row) is read with, shared by the people, families and import
 * slices: they all answer with the same Person shape (people.presenter.ts).
 */
export const PERSON_COLUMNS = {
  id: profiles.id,
  publicId: profiles.publicId,
  clubId: profiles.clubId,
  userId: profiles.userId,
  type: profiles.type,
  name: profiles.name,
  surname: profiles.surname,
  dni: profiles.dni,
  email: profiles.email,
  phone: profiles.phone,
  enabled: profiles.enabled,
  qrIdentifier: profiles.qrIdentifier,
  membershipNumber: profiles.membershipNumber,
  birthDate: profiles.birthDate,
  gender: profiles.gender,
  category: profiles.category,
  photo: profiles.photo,
  termsVersion: profiles.termsVersion,
  termsCustom: profiles.termsCustom,
  termsAcceptedAt: profiles.termsAcceptedAt,
  panelAccess: profiles.panelAccess,
  preEnrollment: profiles.preEnrollment,
  createdAt: profiles.createdAt,
  /**
   * Written out qualified: drizzle leaves columns unqualified in single-table selects, where
   * they would bind to the subquery's own table.
   *
   * Profile types the person holds in the club: every enabled profile of the same account, or
   * only this one for a person without an account.
   */
  types: sql<number[]>`coalesce((
    select array_agg(distinct other.type order by other.type) from profiles as other
    where other.user_id = "profiles"."user_id" and other.club_id = "profiles"."club_id" and other.enabled
  ), array["profiles"."type"]::smallint[])`,
};

export type PersonRow = {
  id: number;
  publicId: string;
  clubId: number;
  userId: number | null;
  type: number;
  name: string;
  surname: string;
  dni: string | null;
  email: string | null;
  phone: string | null;
  enabled: boolean;
  qrIdentifier: string;
  membershipNumber: number | null;
  birthDate: string | null;
  gender: string | null;
  category: string | null;
  photo: string | null;
  termsVersion: number | null;
  termsCustom: boolean;
  termsAcceptedAt: Date | null;
  panelAccess: boolean;
  preEnrollment: boolean;
  createdAt: Date;
  types: number[];
};
