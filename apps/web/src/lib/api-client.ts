import { paths } from '../config/paths';
import { ApiError, parseApiError } from './api-error';
import { getSession } from './session/session-store';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, except FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  /** 'blob' for file downloads (CSV, XLSX, PDF); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Public calls send no bearer token and never trigger the logout redirect. */
  skipAuth?: boolean;
  /** Extra request headers (the `Profile` header of spec 5 on thread and message calls). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UnauthorizedHandler = (from: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app registers how to leave on a 401 (it owns the router; lib must not import it). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Spec 7: a 401 leads to logout except on password recovery, or on login without a token. */
export function shouldRedirectOn401(pathname: string, hasToken: boolean): boolean {
  if (pathname.startsWith(paths.auth.passwordRecover)) return false;
  if (pathname.startsWith(paths.auth.login) && !hasToken) return false;
  return true;
}

function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.responseType === 'blob') headers.Accept = '*/*';
  if (options.body !== undefined && !isForm) {
    headers['Content-Type'] = options.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A 401 a new access token can cure: the token ran out (or the API no longer reads it). */
const RENEWABLE_401_CODES = new Set(['TOKEN_EXPIRED', 'TOKEN_INVALID']);

async function isRenewable401(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = await readBody(response.clone());
  const code = typeof body === 'object' && body !== null ? (body as { errorCode?: unknown }).errorCode : undefined;
  return typeof code === 'string' && RENEWABLE_401_CODES.has(code);
}

/**
 * JSON request to the API with the session's bearer token. Spec 4: a request refused because the
 * token expired is retried once after a refresh (shared with every concurrent caller); spec 7:
 * a 401 that remains leads to the logout redirect.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.skipAuth ? undefined : getSession()?.token;
  let response: Response;
  try {
    response = await send(path, options, token);
    if (token && (await isRenewable401(response))) {
      // Loaded on first need: the login page never refreshes, so it does not download this.
      const { refreshSession } = await import('./session/refresh-session');
      const renewed = await refreshSession(token).catch(() => undefined);
      if (renewed) response = await send(path, options, renewed);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(502, 0, 'NETWORK', 'Something went wrong');
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  if (response.ok) return body as T;
  const error = parseApiError(response.status, body);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  // Only a call that carried a token can mean "the session ended"; without one the guards decide.
  if (response.status === 401 && token) {
    const { pathname, search } = window.location;
    if (shouldRedirectOn401(pathname, Boolean(getSession()?.token))) onUnauthorized(pathname + search);
  }
  throw error;
}

/** Saves a downloaded file under `fileName` (export buttons, card PDF). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: Chromium starts the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
