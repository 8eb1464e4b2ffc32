import type { PeopleExportQuerySchema } from '@tribuna/contract';
import type { z } from 'zod';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { count, day, sheetLocaleOf, type SheetCell } from '../../../lib/spreadsheets/sheet-cells';
import { exportFile } from '../../../lib/spreadsheets/spreadsheet-writers';
import { presentPerson } from '../people.presenter';
import type { PeopleRepository } from '../people.repository';
import type { PersonRow } from '../person-row';
import { PEOPLE_SHEET_COLUMNS, peopleSheetWords } from './people-sheet-words';

type ExportQuery = z.output<typeof PeopleExportQuerySchema>;
type Words = ReturnType<typeof peopleSheetWords>;

function cells(row: PersonRow, words: Words): SheetCell[] {
  const p = presentPerson(row);
  return [
    p.name,
    p.surname,
    p.dni ?? '',
    p.email ?? '',
    p.phone ?? '',
    day(p.birthDate ?? null),
    p.gender ? words.gender(p.gender) : '',
    p.category ? words.category(p.category) : '',
    count(p.membershipNumber ?? null),
    words.role(p.role),
    words.enabled(p.enabled),
  ];
}

/**
 * The filtered people list as a CSV or XLSX stream, written batch by batch (route access
 * `people.list`), in the club's language and conventions: the list's own headers and words
 * (people-sheet-words.ts, which the import also reads, so the file imports back), birth dates
 * as local dates.
 */
export class PeopleExport {
  constructor(private readonly people: PeopleRepository) {}

  async export({ club }: ClubRequestContext, query: ExportQuery) {
    const { format, ...filter } = query;
    const locale = sheetLocaleOf(club.locale);
    const words = peopleSheetWords(locale.language);
    const batches = this.people.each(club, filter);
    return exportFile({
      format,
      fileName: `${club.shortname}-${filter.role ?? 'people'}-${new Date().toISOString().slice(0, 10)}.${format}`,
      sheetName: words.sheetName(filter.role),
      locale,
      async *rows() {
        yield [PEOPLE_SHEET_COLUMNS.map((column) => words.headers[column])];
        for await (const batch of batches) yield batch.map((row) => cells(row, words));
      },
    });
  }
}
