import { PEOPLE_IMPORT_ROUTES, type PeopleImport } from '@tribuna/contract';
import { useState } from 'react';
import { ApiError, parseApiError } from '../../../lib/api-error';
import { callApi, routeUrl } from '../../../lib/api-route';
import { getSession } from '../../../lib/session/session-store';
import type { ImportType } from '../lib/import-mapping';
import { peopleImportQueryOptions } from './get-people-import';
import { useApiMutation } from '../../../lib/mutation';

const UPLOAD = PEOPLE_IMPORT_ROUTES.upload;

/** Share of the file sent so far (0–1), or null while the size is unknown or the server reads it. */
export type UploadProgress = number | null;

type Sent = { status: number; body: unknown };

/** fetch cannot report upload progress; XMLHttpRequest can, byte by byte. */
function sendWithProgress(
  url: string,
  form: FormData,
  token: string | undefined,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(UPLOAD.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    // Every byte is out: the server now parses and stores the rows.
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(502, 0, 'NETWORK', 'Something went wrong'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/clubs/{clubHash}/people/imports?type=… (multipart "file"): parses the file and opens
 * an import session. A refused token goes through the API client instead, which renews the
 * session (or signs out) exactly as every other call does, and sends the file again.
 */
export async function uploadPeopleImport(
  clubHash: string,
  file: File,
  type: ImportType,
  onProgress: (p: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<PeopleImport> {
  const call = { params: { clubHash }, query: { type } };
  const form = new FormData();
  form.append('file', file, file.name);
  const sent = await sendWithProgress(routeUrl(UPLOAD, call), form, getSession()?.token, onProgress, signal);
  if (sent.status === 401) {
    onProgress(null);
    return callApi(UPLOAD, { ...call, body: form, signal });
  }
  // Checked like every other answer (callApi does the same for the retry above).
  if (sent.status >= 200 && sent.status < 300) return UPLOAD.response.parse(sent.body);
  throw parseApiError(sent.status, sent.body);
}

export function useUploadPeopleImport(clubHash: string) {
  const [progress, setProgress] = useState<UploadProgress>(0);
  const mutation = useApiMutation({
    request: ({ file, type }: { file: File; type: ImportType }) => {
      setProgress(0);
      return uploadPeopleImport(clubHash, file, type, setProgress);
    },
    update: (cache, session) => cache.setQueryData(peopleImportQueryOptions(clubHash, session.id).queryKey, session),
  });
  return { ...mutation, progress };
}
