import { roleForProfileType } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { ExportPerson, PersonExportRepository } from './person-export.repository';

type Row = Record<string, unknown>;

/** One person's record in an export: every section a list of rows (the person and account one row). */
export type PersonRecord = {
  person: Row;
  account: Row[];
  policyAcceptances: Row[];
  guardians: Row[];
  teams: Row[];
  charges: Row[];
  mandates: Row[];
  orders: Row[];
  bookings: Row[];
  doorEntries: Row[];
  subsidies: Row[];
  messages: Row[];
  joiningRequests: Row[];
  activityInscriptions: Row[];
  auditEntries: Row[];
};
export const RECORD_SECTIONS = [
  'account',
  'policyAcceptances',
  'guardians',
  'teams',
  'charges',
  'mandates',
  'orders',
  'bookings',
  'doorEntries',
  'subsidies',
  'messages',
  'joiningRequests',
  'activityInscriptions',
  'auditEntries',
] as const satisfies readonly (keyof PersonRecord)[];

export type PersonExport = {
  format: 'tribuna-person-export/1';
  generatedAt: string;
  club: { name: string };
  record: PersonRecord;
  /** A guardian's children, each with their own record. */
  children: PersonRecord[];
};

function personRow(p: ExportPerson): Row {
  return {
    hash: p.hash,
    role: roleForProfileType(p.type) ?? null,
    name: p.name,
    surname: p.surname,
    dni: p.dni,
    email: p.email,
    phone: p.phone,
    birthDate: p.birthDate,
    gender: p.gender,
    category: p.category,
    membershipNumber: p.membershipNumber,
    enabled: p.enabled,
    panelAccess: p.panelAccess,
    accessController: p.accessController,
    hasPhoto: p.photo !== null,
    termsVersion: p.termsVersion,
    termsAcceptedAt: p.termsAcceptedAt,
    createdAt: p.createdAt,
  };
}

/**
 * A person's data export (GDPR access request, issue 25 part 4): what the club holds about them,
 * section by section, and for a guardian each child's too. Every section is a handful of indexed
 * reads of one person, so the file is ready in well under the 10 s the issue allows.
 */
export class PersonExportService {
  constructor(private readonly repository: PersonExportRepository) {}

  async build({ club }: ClubRequestContext, personHash: string): Promise<PersonExport> {
    const person = await this.repository.person(club.id, personHash);
    if (!person) throw errors.notFound();
    const childHashes = await this.repository.childHashes(club.id, person.id);
    const children: PersonRecord[] = [];
    for (const hash of childHashes) {
      const child = await this.repository.person(club.id, hash);
      if (child) children.push(await this.record(club.id, child));
    }
    return {
      format: 'tribuna-person-export/1',
      generatedAt: new Date().toISOString(),
      club: { name: club.name },
      record: await this.record(club.id, person),
      children,
    };
  }

  private async record(clubId: number, p: ExportPerson): Promise<PersonRecord> {
    const r = this.repository;
    const none = Promise.resolve([] as Row[]);
    const [
      account,
      policyAcceptances,
      guardians,
      teams,
      charges,
      mandates,
      orders,
      bookings,
      doorEntries,
      subsidies,
      messages,
      joining,
      inscriptions,
      audit,
    ] = await Promise.all([
      p.userId === null ? none : r.account(p.userId),
      p.userId === null ? none : r.policyAcceptances(clubId, p.userId),
      r.guardians(p.id),
      r.teams(p.id),
      r.charges(clubId, p.id),
      r.mandates(clubId, p.id),
      p.userId === null ? none : r.orders(clubId, p.userId),
      r.bookings(clubId, p.id),
      r.doorEntries(clubId, p.id),
      r.subsidies(clubId, p.id),
      r.messages(clubId, p.id),
      r.joiningRequests(clubId, p.id),
      r.activityInscriptions(clubId, p.id),
      p.userId === null ? none : r.auditEntries(clubId, p.userId),
    ]);
    return {
      person: personRow(p),
      account,
      policyAcceptances,
      guardians,
      teams,
      charges,
      mandates,
      orders,
      bookings,
      doorEntries,
      subsidies,
      messages,
      joiningRequests: joining,
      activityInscriptions: inscriptions,
      auditEntries: audit,
    };
  }
}
