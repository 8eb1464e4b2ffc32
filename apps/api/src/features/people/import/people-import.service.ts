import {
  normaliseIdentification,
  PEOPLE_IMPORT_MAX_ERRORS,
  PROFILE_TYPE_CODES,
  type ClubRole,
  type PeopleImportMapping,
  type UpdatePeopleImportBody,
} from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { ClubRow } from '../../../plugins/club-context.repository';
import type { PeopleData } from '../people.data';
import { toPersonWrite } from '../people.service';
import { checkRows, mappingProblems } from './import-rows';
import { presentImport } from './people-import.presenter';
import type { ImportRow, PeopleImportRepository } from './people-import.repository';
import { readSheet } from './spreadsheet-file';

const CHUNK = 500;

/**
 * Import sessions: upload (parse and keep the rows), map and validate (every row, the same
 * schema as the create form), commit (all rows or none, in one transaction). Every route
 * declares `people.import`, checked before these methods run.
 */
export class PeopleImportService {
  constructor(private readonly data: PeopleData) {}

  private get repository() {
    return this.data.read.peopleImports;
  }

  /** `read` gives the uploaded file (or undefined when none was sent); called after the access check. */
  async upload(
    { club, viewer }: ClubRequestContext,
    read: () => Promise<{ bytes: Uint8Array; fileName: string } | undefined>,
    type: ClubRole,
  ) {
    const file = await read();
    if (!file) throw errors.validation([{ field: 'file', code: 'importFileMissing' }]);
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

  async read({ club }: ClubRequestContext, hash: string) {
    return presentImport(await this.find(club, hash));
  }

  /** Sets mapping, type and skipped rows, then checks every row and stores the report. */
  async update({ club }: ClubRequestContext, hash: string, body: UpdatePeopleImportBody) {
    const session = await this.find(club, hash);
    if (session.status === 'committed') throw errors.conflict('importAlreadyCommitted');
    const mapping = body.mapping ?? (session.mapping as PeopleImportMapping | null);
    if (!mapping) throw errors.validation([{ field: 'mapping', code: 'importNotValidated' }]);
    const problems = mappingProblems(session.columns, mapping);
    if (problems.length > 0) throw errors.validation(problems);
    const type = body.type ?? (session.type as ClubRole);
    const skipRows = [...new Set(body.skipRows ?? session.skipRows)].filter((r) => r >= 2 && r <= session.total + 1).sort((a, b) => a - b);
    const check = await this.check(this.repository, club, { ...session, mapping, type, skipRows });
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
  async commit(ctx: ClubRequestContext, hash: string) {
    const { club } = ctx;
    const written = await this.data.write(['profiles'], async (repos) => {
      const session = await repos.peopleImports.lock(club, hash);
      if (!session) throw errors.notFound();
      if (session.status === 'committed') throw errors.conflict('importAlreadyCommitted');
      if (session.status !== 'validated' || !session.mapping) throw errors.conflict('importNotValidated');
      // Checked again inside the transaction: people may have been added since the report.
      const check = await this.check(repos.peopleImports, club, session);
      if (check.invalidRows > 0) throw errors.conflict('importHasErrors');
      const type = PROFILE_TYPE_CODES[session.type as ClubRole];
      for (let i = 0; i < check.valid.length; i += CHUNK) {
        const rows = check.valid
          .slice(i, i + CHUNK)
          .map(({ body }) => ({ ...toPersonWrite(body), type, name: body.name, surname: body.surname }));
        await repos.people.insert(club, rows);
      }
      await repos.peopleImports.update(club, session.id, { status: 'committed', committedAt: new Date(), processed: session.total });
      await repos.audit.record(ctx, { action: 'people.imported', target: hash, metadata: { rows: check.valid.length } });
      return check.valid.length;
    });
    return { ...presentImport(await this.find(club, hash)), written };
  }

  /** Checks every row; `imports` is the pool's repository or the commit's transaction-bound one. */
  private async check(imports: PeopleImportRepository, club: ClubRow, session: ImportRow) {
    const mapping = session.mapping as PeopleImportMapping;
    const type = session.type as ClubRole;
    const dniColumn = mapping.dni ? session.columns.indexOf(mapping.dni) : -1;
    const fileDni = dniColumn < 0 ? [] : session.rows.map((r) => normaliseIdentification(r[dniColumn] ?? '')).filter(Boolean);
    const taken = await imports.takenDni(club, PROFILE_TYPE_CODES[type], fileDni);
    return checkRows(session.columns, session.rows, mapping, type, new Set(session.skipRows), taken);
  }

  private async find(club: ClubRow, hash: string) {
    const session = await this.repository.find(club, hash);
    if (!session) throw errors.notFound();
    return session;
  }
}
