import { PEOPLE_ROUTES, type RouteQuery } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

export type PeopleExportApiQuery = RouteQuery<typeof PEOPLE_ROUTES.export>;

/** GET /api/clubs/{clubHash}/people/export?…&format=csv|xlsx: the filtered list as a file. */
export function exportPeople(clubHash: string, query: PeopleExportApiQuery): Promise<Blob> {
  return callApi(PEOPLE_ROUTES.export, { params: { clubHash }, query });
}

export interface ExportPeopleInput {
  /** The list's filters and `format` (lib/people-list-state exportApiQuery). */
  query: PeopleExportApiQuery;
  fileName: string;
}

/** Downloads the export and saves it; a mutation only for its pending and error states (it writes nothing). */
export function useExportPeople(clubHash: string) {
  return useApiMutation({
    request: async ({ query, fileName }: ExportPeopleInput) => saveBlob(await exportPeople(clubHash, query), fileName),
  });
}
