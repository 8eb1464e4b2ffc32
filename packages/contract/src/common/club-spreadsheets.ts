/**
 * How the club exports (people, orders) are written, for their OpenAPI descriptions: one text,
 * as the API writes them all the same way (apps/api lib/spreadsheets/sheet-cells.ts).
 */
export const CLUB_SPREADSHEET_CONVENTIONS =
  'Written in the club’s language (its locale), not the requester’s: the file is the club’s record for its treasurer and must not change with who downloads it. ' +
  'CSV: UTF-8 with a byte-order mark; in es, ca, eu and gl clubs cells are separated by ";" and amounts have a decimal comma (12,50), as Excel in Spain expects; en clubs use "," and a decimal point. ' +
  'Dates and times on the club’s wall clock (Europe/Madrid), day first (26/11/2026 19:42; ISO 2026-11-26 19:42 in en). ' +
  'XLSX: the same columns with real date cells and number cells (amounts in a euro format).';
