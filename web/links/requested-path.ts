/**
 * The path the visitor asked for, as a request header for the 404 page that has no params to name it
 * with (app/global-not-found.tsx, rendered per request): proxy.ts sets it on every request it passes on
 * (replacing any a client sent). Not for a page's own not-found.tsx: it is part of every cached page of
 * its segment, and reading headers there makes them dynamic (Next refuses at run time).
 */
export const REQUESTED_PATH_HEADER = 'x-site-requested-path';
