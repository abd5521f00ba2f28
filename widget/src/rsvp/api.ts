/** The RSVP contract with the project's CMS (no DOM: usable from Node). */

export type RsvpStatus = 'confirmed' | 'undecided' | 'declined';

export interface RsvpCount {
  total: number;
  max: number | null;
  seatsLeft: number | null;
  expires: string | null;
}

export interface RsvpSubmission {
  email: string;
  status: RsvpStatus;
  amount: number;
  language: string;
  payload?: Record<string, unknown>;
}

export type RsvpOutcome = { ok: true; status: 'ok' | 'doi' } | { ok: false; code: number; message: string };

/** The API origin without trailing slashes (a loop: `/\/+$/` is quadratic on many slashes). */
const base = (api: string | undefined): string => {
  const url = api ?? '';
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
};

/** GET {api}/api/rsvp/{key}/count; any failure counts as total 0. */
export async function fetchRsvpCount(api: string | undefined, key: string, fetchImpl: typeof fetch = fetch): Promise<RsvpCount> {
  const fallback: RsvpCount = { total: 0, max: null, seatsLeft: null, expires: null };
  try {
    const res = await fetchImpl(`${base(api)}/api/rsvp/${encodeURIComponent(key)}/count`, { headers: { accept: 'application/json' } });
    if (!res.ok) return fallback;
    const body = (await res.json()) as Partial<RsvpCount>;
    const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return {
      total: num(body.total) ?? 0,
      max: num(body.max),
      seatsLeft: num(body.seatsLeft),
      expires: typeof body.expires === 'string' ? body.expires : null,
    };
  } catch (error) {
    console.error('add-to-calendar-button: RSVP count request failed', error);
    return fallback;
  }
}

/** POST {api}/api/rsvp/{key}; network errors become code 0. */
export async function submitRsvp(api: string | undefined, key: string, body: RsvpSubmission, fetchImpl: typeof fetch = fetch): Promise<RsvpOutcome> {
  try {
    const res = await fetchImpl(`${base(api)}/api/rsvp/${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as { ok?: boolean; status?: string; code?: number; message?: string };
    if (res.ok && data.ok !== false) return { ok: true, status: data.status === 'doi' ? 'doi' : 'ok' };
    return { ok: false, code: typeof data.code === 'number' ? data.code : 0, message: data.message ?? `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, code: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The spec's section 8 message key for an error code. */
export function rsvpErrorKey(
  code: number,
  amount: number,
): 'form.error.email' | 'label.rsvp.expired' | 'form.error.bookedoutmany' | 'label.rsvp.bookedout' | 'form.error.sending' {
  if (code === 2) return 'form.error.email';
  if (code === 5) return 'label.rsvp.expired';
  if (code === 6) return amount > 1 ? 'form.error.bookedoutmany' : 'label.rsvp.bookedout';
  return 'form.error.sending';
}
