import { ROLE_VALUES, ROLE_ORDER, roleForProfileType, type ClubRole, type Person, type PersonSummary } from '@tribuna/contract';
import type { PersonRow } from './person-row';

type Gender = Person['gender'];
type Category = Person['category'];

export function roleOf(type: number): ClubRole {
  const role = roleForProfileType(type);
  // The table's check constraint keeps types within the known codes.
  if (!role) throw new Error(`unknown profile type ${type}`);
  return role;
}

/** ROLE_* values in the spec's role order. */
export function roleValues(types: readonly number[]): string[] {
  return types
    .map((t) => roleForProfileType(t))
    .filter((r): r is ClubRole => r !== undefined)
    .sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b])
    .map((r) => ROLE_VALUES[r]);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Entity → Person: every field listed on purpose. */
export function presentPerson(row: PersonRow): Person {
  return {
    id: row.publicId,
    type: row.type,
    role: roleOf(row.type),
    name: row.name,
    surname: row.surname,
    dni: row.dni,
    email: row.email,
    phone: row.phone,
    enabled: row.enabled,
    qrIdentifier: row.qrIdentifier,
    membershipNumber: row.membershipNumber,
    birthDate: row.birthDate,
    gender: row.gender as Gender,
    category: row.category as Category,
    photo: row.photo,
    terms: { custom: row.termsCustom, version: row.termsVersion, acceptedAt: iso(row.termsAcceptedAt) },
    panelAccess: row.panelAccess,
    roles: roleValues(row.types),
    hasAccount: row.userId !== null,
    createdAt: iso(row.createdAt)!,
  };
}

export function presentPersonSummary(row: PersonRow): PersonSummary {
  return {
    id: row.publicId,
    type: row.type,
    role: roleOf(row.type),
    name: row.name,
    surname: row.surname,
    enabled: row.enabled,
    birthDate: row.birthDate,
    category: row.category as Category,
    hasAccount: row.userId !== null,
  };
}
