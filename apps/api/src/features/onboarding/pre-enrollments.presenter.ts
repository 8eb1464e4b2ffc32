import { roleForProfileType, type PreEnrollment } from '@tribuna/contract';
import type { PreEnrollmentRow } from './pre-enrollments.repository';

/** A pending pre-enrolment (fields listed explicitly: no internal id leaves). */
export function presentPreEnrollment(row: PreEnrollmentRow): PreEnrollment {
  return {
    hash: row.hash,
    // The type check of the profiles table keeps the type among the known ones.
    role: roleForProfileType(row.type) ?? 'member',
    type: row.type,
    name: row.name,
    surname: row.surname,
    email: row.email,
    dni: row.dni,
    account: row.username !== null && row.accountEmail !== null ? { username: row.username, email: row.accountEmail } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
