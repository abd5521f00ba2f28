import { each, first, type Problem } from './query-checks/shape';

/**
 * The media library's admin routes take folder and file ids in their bodies. Strapi's validation lets
 * any string through as an id and then asks the database whether that folder exists from inside an
 * asynchronous validation test: for "x" the query fails, the failure escapes the request, and the
 * request never gets an answer (the process gets an unhandled rejection). Ids are checked here first:
 * a whole number from 1 to 2^31-1 (a number or digits), or null where "no folder" is allowed.
 */
const MAX_ID = 2 ** 31 - 1;

function idProblem(value: unknown, at: string, nullable: boolean): Problem {
  if (value === undefined || (nullable && value === null)) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (Number.isInteger(number) && number >= 1 && number <= MAX_ID) return null;
  const given =
    typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : (JSON.stringify(value)?.slice(0, 40) ?? String(value));
  return `${at} must be ${nullable ? 'null or ' : ''}an id (a whole number from 1 to ${MAX_ID}), got ${given}`;
}

function idsProblem(value: unknown, at: string): Problem {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return `${at} must be a list of ids`;
  return each(value, (item, i) => idProblem(item, `${at}[${i}]`, false));
}

/** `fileInfo`: a JSON string or an object, or a list of them (one per file). */
function fileInfoProblem(value: unknown): Problem {
  if (value === undefined) return null;
  const infos = Array.isArray(value) ? value : [value];
  return each(infos, (info, i) => {
    const at = Array.isArray(value) ? `fileInfo[${i}]` : 'fileInfo';
    let parsed: unknown = info;
    if (typeof info === 'string') {
      try {
        parsed = JSON.parse(info);
      } catch {
        return `${at} must be JSON`;
      }
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return `${at} must be an object`;
    return idProblem((parsed as Record<string, unknown>).folder, `${at}.folder`, true);
  });
}

type Body = Record<string, unknown>;

const ROUTES: Array<{ method: string; path: RegExp; check: (body: Body) => Problem }> = [
  { method: 'POST', path: /^\/(api\/)?upload$/, check: (body) => fileInfoProblem(body.fileInfo) },
  { method: 'POST', path: /^\/upload\/folders$/, check: (body) => idProblem(body.parent, 'parent', true) },
  { method: 'PUT', path: /^\/upload\/folders\/[^/]+$/, check: (body) => idProblem(body.parent, 'parent', true) },
  {
    method: 'POST',
    path: /^\/upload\/actions\/bulk-move$/,
    check: (body) =>
      first(
        () => idProblem(body.destinationFolderId, 'destinationFolderId', true),
        () => idsProblem(body.fileIds, 'fileIds'),
        () => idsProblem(body.folderIds, 'folderIds'),
      ),
  },
  {
    method: 'POST',
    path: /^\/upload\/actions\/bulk-delete$/,
    check: (body) =>
      first(
        () => idsProblem(body.fileIds, 'fileIds'),
        () => idsProblem(body.folderIds, 'folderIds'),
      ),
  },
];

/**
 * The first wrong id in the body of a media library route, or null (other routes: null). The path is
 * matched as the router matches it: case-insensitive, one optional trailing slash.
 */
export function uploadIdProblem(method: string, path: string, body: unknown): Problem {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const trimmed = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  const route = ROUTES.find((candidate) => candidate.method === method && candidate.path.test(trimmed));
  return route ? route.check(body as Body) : null;
}
