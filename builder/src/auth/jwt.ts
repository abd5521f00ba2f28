/** Expiry (ms since epoch) of a JWT, read from its payload; null when it has none or is malformed. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When to refresh: a minute before expiry (or at half the lifetime for short tokens), never in the past. */
export function refreshDelay(expiresAt: number, now: number): number {
  const left = expiresAt - now;
  return Math.max(1000, left > 120_000 ? left - 60_000 : left / 2);
}
