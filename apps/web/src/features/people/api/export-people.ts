import { useMutation } from '@tanstack/react-query';
import { apiRequest, saveBlob } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/people/export?{query}&format=csv|xlsx: the filtered list as a file. */
export function exportPeople(clubHash: string, query: string): Promise<Blob> {
  return apiRequest<Blob>(`/api/clubs/${encodeURIComponent(clubHash)}/people/export?${query}`, { responseType: 'blob' });
}

export interface ExportPeopleInput {
  /** Query string with the list's filters and `format` (lib/people-list-state exportApiQuery). */
  query: string;
  fileName: string;
}

/** Downloads the export and saves it; a mutation only for its pending and error states (it writes nothing). */
export function useExportPeople(clubHash: string) {
  return useMutation({
    mutationFn: async ({ query, fileName }: ExportPeopleInput) => saveBlob(await exportPeople(clubHash, query), fileName),
  });
}
