import type { Envelope } from '@tandem/contracts';
import { HTTP_TIMEOUT_MS } from './config';
import { memberSession, staffSession } from './session';

/** Every failed call becomes one of these: a catalogue code the UI translates with t(`errors:${code}`). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
  get isUnauthorized() {
    return this.status === 401;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Money-moving calls send one so a retry cannot act twice (money.md). */
  idempotencyKey?: string;
  /** Which session's token to send. */
  as?: 'member' | 'staff' | 'none';
  /** A 401 here is expected (logging out an already dead session): do not raise the session-ended event. */
  isUnauthorizedExpected?: boolean;
  signal?: AbortSignal;
}

type ApiEvent = { type: 'unauthorized'; scope: 'member' | 'staff' } | { type: 'maintenance' };
const apiEventListeners = new Set<(event: ApiEvent) => void>();

/**
 * Subscribes to 401 and maintenance answers; any number of parts of the app (member shell, back
 * office) can listen without replacing each other.
 */
export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  apiEventListeners.add(listener);
  return () => {
    apiEventListeners.delete(listener);
  };
}

function emit(event: ApiEvent) {
  apiEventListeners.forEach((listener) => listener(event));
}

function buildUrl(path: string, query?: Query) {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * The screen's language, sent with every call so server texts (package and rank names, news) come in it,
 * cookie or not (decision 017). lib/i18n sets it as the language starts and changes; the public pages'
 * islands, which carry no i18next, send none (the server reads their cookie). Set from outside, so this
 * client imports no contract values and the islands' chunks stay small (the bundle budget).
 */
let screenLanguage: { header: string; language: string } | null = null;

export function setScreenLanguage(header: string, language: string): void {
  screenLanguage = { header, language };
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const scope = options.as ?? (path.startsWith('/api/admin/') ? 'staff' : 'member');
  const token = scope === 'member' ? memberSession.getToken() : scope === 'staff' ? staffSession.getToken() : null;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (screenLanguage) headers[screenLanguage.header] = screenLanguage.language;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? 'loadingTimeOut' : 'connectionFailed', 0);
  }

  let payload: Envelope<unknown> | null = null;
  try {
    payload = (await response.json()) as Envelope<unknown>;
  } catch {
    payload = null;
  }
  if (response.ok && payload && payload.code === 0) return payload.data as T;

  // A 5xx is a bug and says nothing useful, except the deliberate 503 of maintenance mode.
  const isMaintenance = response.status === 503 && payload?.message === 'maintenance';
  const code = payload?.message && (response.status < 500 || isMaintenance) ? payload.message : 'internalError';
  const data = (payload?.data ?? null) as { fields?: Record<string, string> } | null;
  const error = new ApiError(code, response.status, data?.fields ?? {}, data);
  if (response.status === 401 && scope !== 'none' && token && !options.isUnauthorizedExpected)
    emit({ type: 'unauthorized', scope });
  if (isMaintenance) emit({ type: 'maintenance' });
  throw error;
}

/**
 * A private file (a KYC image) as a Blob. The browser cannot send our bearer token with an <img src>,
 * so screens fetch the bytes here and show them through an object URL. Failures are ApiErrors as above.
 */
export async function apiBlob(path: string, options: Pick<RequestOptions, 'as' | 'signal'> = {}): Promise<Blob> {
  const scope = options.as ?? (path.startsWith('/api/admin/') ? 'staff' : 'member');
  const token = scope === 'member' ? memberSession.getToken() : scope === 'staff' ? staffSession.getToken() : null;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: options.signal ?? AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('connectionFailed', 0);
  }
  if (response.ok) return response.blob();
  const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  const code = payload?.message && response.status < 500 ? payload.message : 'internalError';
  if (response.status === 401 && scope !== 'none' && token) emit({ type: 'unauthorized', scope });
  throw new ApiError(code, response.status);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
};

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
