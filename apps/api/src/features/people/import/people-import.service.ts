import {
  IMPORT_ALREADY_COMMITTED,
  IMPORT_FILE_MISSING,
  IMPORT_HAS_ERRORS,
  IMPORT_NOT_VALIDATED,
  normaliseIdentification,
  PEOPLE_IMPORT_MAX_ERRORS,
  PROFILE_TYPE_CODES,
  type ClubRole,
  type PeopleImportMapping,
  type UpdatePeopleImportBody,
} from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { recordAudit, type RequestActor } from '../../../lib/audit';
import { errors } from '../../../lib/errors';
import type { ClubRow, ClubViewer } from '../../../plugins/club-context.repository';
import { authorize } from '../people.policy';
import { PeopleRepository } from '../people.repository';
import { toPersonWrite } from '../people.service';
import { checkRows, mappingProblems } from './import-rows';
import { presentImport } from './people-import.presenter';
import { PeopleImportRepository, type ImportRow, type Tx } from './people-import.repository';
import { readSheet } from './spreadsheet-file';

type InClub = { club: ClubRow; viewer: ClubViewer };
const CHUNK = 500;

/**
 * Import sessions: upload (parse and keep the rows), map and validate (every row, the same
 * schema as the create form), commit (all rows or none, in one transaction).
 */
export class PeopleImportService {
  private readonly repository: PeopleImportRepository;
  private readonly people: PeopleRepository;

  constructor(private readonly db: Db) {
    this.repository = new PeopleImportRepository(db);
    this.people = new PeopleRepository(db);
  }

  async upload({ club, viewer }: InClub, read: () => Promise<{ bytes: Uint8Array; fileName: string } | undefined>, type: ClubRole) {
    authorize(viewer, 'import');
    const file = await read();
    if (!file) throw errors.validation([{ field: 'file', errors: [IMPORT_FILE_MISSING] }]);
    const sheet = await readSheet(file.bytes);
    const row = await this.repository.create(club, {
      fileName: file.fileName.slice(0, 200),
      type,
      columns: sheet.columns,
      rows: sheet.rows,
      total: sheet.rows.length,
      createdBy: viewer.userId,
    });
    return presentImport(row);
  }

  async read({ club, viewer }: InClub, hash: string) {
    authorize(viewer, 'import');
    return presentImport(await this.find(club, hash));
  }

  /** Sets mapping, type and skipped rows, then checks every row and stores the report. */
  async update({ club, viewer }: InClub, hash: string, body: UpdatePeopleImportBody) {
    authorize(viewer, 'import');
    const session = await this.find(club, hash);
    if (session.status === 'committed') throw errors.conflict(IMPORT_ALREADY_COMMITTED);
    const mapping = body.mapping ?? (session.mapping as PeopleImportMapping | null);
    if (!mapping) throw errors.validation([{ field: 'mapping', errors: [IMPORT_NOT_VALIDATED] }]);
    const problems = mappingProblems(session.columns, mapping);
    if (problems.length > 0) throw errors.validation(problems);
    const type = body.type ?? (session.type as ClubRole);
    const skipRows = [...new Set(body.skipRows ?? session.skipRows)].filter((r) => r >= 2 && r <= session.total + 1).sort((a, b) => a - b);
    const check = await this.check(club, { ...session, mapping, type, skipRows });
    const updated = await this.repository.update(club, session.id, {
      mapping,
      type,
      skipRows,
      status: 'validated',
      errors: check.errors.slice(0, PEOPLE_IMPORT_MAX_ERRORS),
      invalidRows: check.invalidRows,
      processed: session.total,
    });
    return presentImport(updated);
  }

  /** Writes every row not skipped, or none: refused while any of them has an error. */
  async commit({ club, viewer }: InClub, actor: RequestActor, hash: string, ip: string) {
    authorize(viewer, 'import');
    const written = await this.repository.transaction(async (tx) => {
      const session = await this.repository.lock(club, hash, tx);
      if (!session) throw errors.notFound();
      if (session.status === 'committed') throw errors.conflict(IMPORT_ALREADY_COMMITTED);
      if (session.status !== 'validated' || !session.mapping) throw errors.conflict(IMPORT_NOT_VALIDATED);
      // Checked again inside the transaction: people may have been added since the report.
      const check = await this.check(club, session, tx);
      if (check.invalidRows > 0) throw errors.conflict(IMPORT_HAS_ERRORS);
      const type = PROFILE_TYPE_CODES[session.type as ClubRole];
      for (let i = 0; i < check.valid.length; i += CHUNK) {
        const rows = check.valid.slice(i, i + CHUNK).map(({ body }) => ({ ...toPersonWrite(body), type, name: body.name, surname: body.surname }));
        await this.people.insert(club, rows, tx);
      }
      await this.repository.update(club, session.id, { status: 'committed', committedAt: new Date(), processed: session.total }, tx);
      await recordAudit(tx, { action: 'people.imported', actor, clubId: club.id, target: hash, metadata: { rows: check.valid.length }, ip });
      return check.valid.length;
    });
    return { ...presentImport(await this.find(club, hash)), written };
  }

  private async check(club: ClubRow, session: ImportRow, tx?: Tx) {
    const mapping = session.mapping as PeopleImportMapping;
    const type = session.type as ClubRole;
    const dniColumn = mapping.dni ? session.columns.indexOf(mapping.dni) : -1;
    const fileDni = dniColumn < 0 ? [] : session.rows.map((r) => normaliseIdentification(r[dniColumn] ?? '')).filter(Boolean);
    const taken = await this.repository.takenDni(club, PROFILE_TYPE_CODES[type], fileDni, tx);
    return checkRows(session.columns, session.rows, mapping, type, new Set(session.skipRows), taken);
  }

  private async find(club: ClubRow, hash: string) {
    const session = await this.repository.find(club, hash);
    if (!session) throw errors.notFound();
    return session;
  }
}
