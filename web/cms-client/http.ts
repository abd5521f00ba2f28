/**
 * Outgoing HTTP with the spec's retry policy (website.md section 7): a response with status 408,
 * 409, 425, 429, 500, 502, 503 or 504, or a network failure, is retried once for idempotent methods
 * (GET, HEAD, OPTIONS) and never for POST, PUT, PATCH or DELETE. Errors carry the spec's messages.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly url: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions extends RequestInit {
  timeoutMs?: number;
  /** Statuses answered as-is instead of thrown (e.g. 404 for "not found", 400 for validation). */
  acceptStatuses?: readonly number[];
  /** Pause before the retry, in ms (tests set 0). */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

export function isRetryable(method: string, status: number | null): boolean {
  return IDEMPOTENT.has(method.toUpperCase()) && (status === null || RETRYABLE_STATUSES.has(status));
}

async function attempt(url: string, options: RequestOptions): Promise<Response> {
  const { timeoutMs = 10000, fetchImpl = fetch, acceptStatuses: _a, retryDelayMs: _r, ...init } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetchImpl(url, { ...init, signal });
  } catch (error) {
    if (init.signal?.aborted) throw new HttpError('Request aborted', null, url);
    if (timeout.aborted) throw new HttpError(`timeout of ${timeoutMs} ms exceeded`, null, url);
    throw new HttpError(`Network Error (${(error as Error).message})`, null, url);
  }
}

/** Fetches with one retry where the policy allows it; throws HttpError for failures. */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const accepted = new Set(options.acceptStatuses ?? []);
  let lastError: HttpError | undefined;
  for (let tryNumber = 0; tryNumber < 2; tryNumber++) {
    if (tryNumber > 0) await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 250));
    try {
      const response = await attempt(url, options);
      if (response.ok || accepted.has(response.status)) return response;
      lastError = new HttpError(`Request failed with status code ${response.status}`, response.status, url);
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (!(error instanceof HttpError) || error.message === 'Request aborted') throw error;
      lastError = error;
    }
    if (!isRetryable(method, lastError.status)) break;
  }
  throw lastError!;
}
