import newsletterRoutes from '../api/newsletter/routes/newsletter';
import rsvpRoutes from '../api/rsvp/routes/rsvp';

/**
 * The routes anyone may write to without a token. They take small JSON bodies only: refused before
 * the body is read, so a stranger cannot make the server parse or store a large upload.
 */
interface RouteDefinition {
  method: string;
  path: string;
  config?: { auth?: unknown };
}

const OWN_ROUTES: RouteDefinition[] = [...newsletterRoutes.routes, ...rsvpRoutes.routes];

/** The biggest body a public write accepts (the RSVP payload itself is limited to 10 kB of JSON). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** The deepest nesting a public write body may have (the RSVP payload is an object of answers). */
export const PUBLIC_BODY_DEPTH = 8;

interface Matcher {
  method: string;
  segments: string[];
}

const PUBLIC_WRITES: Matcher[] = OWN_ROUTES.filter((route) => route.config?.auth === false && route.method !== 'GET').map((route) => ({
  method: route.method,
  segments: `/api${route.path}`.toLowerCase().split('/'),
}));

/**
 * Whether the request targets a public write route, matched as the router matches (case-insensitive,
 * one optional trailing slash; `:param` matches any one non-empty segment).
 */
export function isPublicWrite(method: string, path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed.toLowerCase().split('/');
  return PUBLIC_WRITES.some(
    (route) =>
      route.method === method &&
      route.segments.length === segments.length &&
      route.segments.every((segment, i) => (segment.startsWith(':') ? segments[i] !== '' : segment === segments[i])),
  );
}
