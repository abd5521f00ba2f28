import { useAuth } from '../auth/auth-store';

/** A failed call: status 0 means the CMS could not be reached. `path` names the refused field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: unknown = null,
    readonly path: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
  get isOffline(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the bearer token and the refresh-on-401 dance (login, refresh). */
  anonymous?: boolean;
}

/** The spec's retry rule: once, for idempotent calls only, on these statuses. */
const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

interface StrapiError {
  error?: { status?: number; message?: string; details?: { errors?: { path?: (string | number)[]; message?: string }[] } };
}

export async function toHttpError(response: Response): Promise<HttpError> {
  let body: StrapiError | null = null;
  try {
    body = (await response.json()) as StrapiError;
  } catch {
    body = null;
  }
  const first = body?.error?.details?.errors?.[0];
  const message = body?.error?.message || `Request failed with status code ${response.status}`;
  return new HttpError(response.status, message, body?.error?.details ?? null, first?.path ? first.path.join('.') : null);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw new HttpError(0, 'Request aborted');
    throw new HttpError(0, 'Network Error');
  }
}

/** A JSON call to the CMS through the same-origin proxy, with the in-memory admin token. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let response = await send(path, options, useAuth.getState().token);
  if (response.status === 401 && !options.anonymous) {
    const token = await useAuth.getState().refresh();
    if (token) response = await send(path, options, token);
  }
  if (method === 'GET' && RETRYABLE.has(response.status)) response = await send(path, options, useAuth.getState().token);
  if (!response.ok) throw await toHttpError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
