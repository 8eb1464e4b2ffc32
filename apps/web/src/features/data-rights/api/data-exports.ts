import { DATA_RIGHTS_ROUTES } from '@tribuna/contract/data-rights.routes';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';

/** GET …/people/{personHash}/data-export: saves the person's data (JSON or PDF). */
export async function downloadPersonExport(clubHash: string, personHash: string, format: 'json' | 'pdf'): Promise<void> {
  const blob = (await callApi(DATA_RIGHTS_ROUTES.personExport, { params: { clubHash, personHash }, query: { format } })) as Blob;
  saveBlob(blob, `data-${personHash}.${format}`);
}

/** GET …/data-export: saves the whole club's ZIP. */
export async function downloadClubExport(clubHash: string): Promise<void> {
  const blob = (await callApi(DATA_RIGHTS_ROUTES.clubExport, { params: { clubHash } })) as Blob;
  saveBlob(blob, `club-data-${new Date().toISOString().slice(0, 10)}.zip`);
}
