import type { PeopleExportQuerySchema } from '@tribuna/contract';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { presentPerson } from '../people.presenter';
import type { PeopleRepository } from '../people.repository';
import type { PersonRow } from '../person-row';
import { csvChunk, writeXlsx } from '../../../lib/spreadsheets/spreadsheet-writers';

type ExportQuery = z.output<typeof PeopleExportQuerySchema>;
import { CSV_TYPE, XLSX_TYPE } from '../../../lib/spreadsheets/spreadsheet-writers';

/** Headers an import recognises, so an exported file can be imported again. */
const HEADERS = ['name', 'surname', 'dni', 'email', 'phone', 'birthDate', 'gender', 'category', 'membershipNumber', 'role', 'enabled'];
function cells(row: PersonRow): string[] {
  const p = presentPerson(row);
  return [
    p.name,
    p.surname,
    p.dni ?? '',
    p.email ?? '',
    p.phone ?? '',
    p.birthDate ?? '',
    p.gender ?? '',
    p.category ?? '',
    String(p.membershipNumber ?? ''),
    p.role,
    String(p.enabled),
  ];
}

/** The filtered people list as a CSV or XLSX stream, written batch by batch (route access `people.list`). */
export class PeopleExport {
  constructor(private readonly people: PeopleRepository) {}

  async export({ club }: ClubRequestContext, query: ExportQuery) {
    const { format, ...filter } = query;
    const fileName = `${club.shortname}-${filter.role ?? 'people'}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const batches = this.people.each(club, filter);
    async function* rows() {
      yield [HEADERS];
      for await (const batch of batches) yield batch.map(cells);
    }
    if (format === 'xlsx') return { fileName, contentType: XLSX_TYPE, body: writeXlsx('People', rows()) };
    async function* csv() {
      let first = true;
      for await (const batch of rows()) {
        yield await csvChunk(batch, { withBom: first });
        first = false;
      }
    }
    return { fileName, contentType: CSV_TYPE, body: Readable.from(csv()) };
  }
}
