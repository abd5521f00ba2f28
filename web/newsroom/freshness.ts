/** Spec: newsroom results stay fresh 5 seconds (and are not refetched on window focus). */
export const STALE_TIME_MS = 5000;

export function isFresh(fetchedAt: number, now: number, staleTimeMs = STALE_TIME_MS): boolean {
  return now - fetchedAt < staleTimeMs;
}
