import { isPublicWrite, PUBLIC_BODY_LIMIT } from './public-writes';
import { findUnstorableText } from './text';

/** The methods the server routes; anything else (TRACE, PROPFIND, …) is a 405 naming these. */
export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface Refusal {
  status: 400 | 405 | 411 | 413 | 415;
  message: string;
  headers?: Record<string, string>;
}

export interface RequestHead {
  method: string;
  /** The raw (still percent-encoded) path. */
  path: string;
  /** The parsed query string. */
  query: unknown;
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

const header = (head: RequestHead, name: string): string | undefined => {
  const value = head.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The bodies the server parses into an object (koa-body's JSON types, forms, multipart uploads). Any
 * other body (text, XML, none declared) would reach handlers unparsed or as a string.
 */
const BODY_TYPES = new Set([
  'application/json',
  'application/vnd.api+json',
  'application/json-patch+json',
  'application/csp-report',
  'application/reports+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
]);

/** The media type without parameters, lower-case (`application/json; charset=utf-8` → `application/json`). */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether the router can decode the path (it answers an undecodable one with an error it logs). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Shortens client-given text before it is echoed in a message. */
export function shown(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Checks what can be checked before the body is read: the method, the path, the query string and the
 * body's headers. Returns the refusal to send, or null to go on.
 */
export function checkRequestHead(head: RequestHead): Refusal | null {
  if (!(ROUTED_METHODS as readonly string[]).includes(head.method)) {
    return { status: 405, message: `Method ${shown(head.method)} is not allowed`, headers: { Allow: ROUTED_METHODS.join(', ') } };
  }
  if (head.path.includes('\u0000') || head.path.toLowerCase().includes('%00')) {
    return { status: 400, message: 'The path contains a NUL character (%00)' };
  }
  if (!decodes(head.path)) return { status: 400, message: 'The path is not valid percent-encoded UTF-8' };
  const inQuery = findUnstorableText(head.query, { style: 'brackets' });
  if (inQuery) return { status: 400, message: `Query parameter ${shown(inQuery.field)} ${inQuery.problem}` };

  // The body parser reads POST, PUT and PATCH bodies; on other methods a body is ignored.
  if (!PARSED_METHODS.has(head.method)) return null;
  // Even an empty body: the parser would try to inflate it.
  const encoding = (header(head, 'content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') {
    return { status: 415, message: `Content-Encoding "${shown(encoding)}" is not supported: send the body uncompressed` };
  }
  const length = header(head, 'content-length');
  const hasBody = (length !== undefined && length !== '0') || header(head, 'transfer-encoding') !== undefined;
  if (!hasBody) return isPublicWrite(head.method, head.path) ? { status: 415, message: 'Send a JSON body (Content-Type: application/json)' } : null;
  const type = mediaType(header(head, 'content-type'));
  if (isPublicWrite(head.method, head.path)) {
    if (type !== 'application/json')
      return { status: 415, message: `This route accepts JSON only (Content-Type: application/json), not "${shown(type) || 'none'}"` };
    if (length === undefined) return { status: 411, message: 'A Content-Length header is required' };
    if (Number(length) > PUBLIC_BODY_LIMIT) return { status: 413, message: `The body is larger than ${PUBLIC_BODY_LIMIT} bytes` };
  }
  if (!BODY_TYPES.has(type)) {
    return { status: 415, message: `Content-Type "${shown(type) || 'none'}" is not supported: send JSON (application/json), a form or multipart/form-data` };
  }
  return null;
}
