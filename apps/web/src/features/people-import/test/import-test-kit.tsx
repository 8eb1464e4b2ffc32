import type { PeopleImport } from '@tribuna/contract';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';

export const CLUB = 'clubAAAAAAAA';

/** An import session as the API answers it; tests override what they look at. */
export function importSession(overrides: Partial<PeopleImport> = {}): PeopleImport {
  return {
    id: 'imp000000001',
    status: 'uploaded',
    fileName: 'people.csv',
    type: 'player',
    columns: ['Nombre', 'Apellidos', 'DNI', 'Correo'],
    preview: [
      { Nombre: 'Ana', Apellidos: 'Ruiz', DNI: '12345678Z', Correo: 'ana@example.test' },
      { Nombre: 'Bea', Apellidos: 'Sanz', DNI: '12345678A', Correo: 'bea@example.test' },
      { Nombre: 'Carla', Apellidos: 'Vidal', DNI: '', Correo: '' },
    ],
    suggestedMapping: { name: 'Nombre', surname: 'Apellidos', dni: 'DNI' },
    mapping: null,
    skipRows: [],
    processed: 0,
    total: 3,
    counts: { valid: 0, invalid: 0, skipped: 0 },
    errors: [],
    createdAt: '2026-01-10T10:00:00.000Z',
    committedAt: null,
    ...overrides,
  };
}

type Call = { method: string; url: string; body: unknown };
type Answer = Response | ((call: Call) => Response);

/** The HTTP boundary under the API client: "METHOD /path" → answers, used in order (the last one repeats). */
export function stubFetch(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      const entry = routes[`${call.method} ${url.split('?')[0]}`];
      if (!entry) return jsonResponse(599, { code: 599, errorCode: 'UNKNOWN', message: `unstubbed ${call.method} ${url}` });
      const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
      return typeof next === 'function' ? next(call) : next.clone();
    }),
  );
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}

/**
 * XMLHttpRequest as the upload uses it; the test drives it: progress(share) reports bytes sent,
 * finish(status, body) answers.
 */
export class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 } as ProgressEvent);
  }
  finish(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function renderImportPage(ui: ReactElement, url = `/dashboard/manager/${CLUB}/persons/import`) {
  return renderPage(ui, { path: '/dashboard/manager/:clubHash/persons/import', url });
}
