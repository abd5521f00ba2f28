/**
 * The model whose fields the query of an admin route names: the content manager's `:uid`, the target
 * of a relation picker's field, the media library's files and folders, the admin's users and roles.
 * Null for other routes. Matched as the router matches paths (case-insensitive, one optional trailing
 * slash); the uid itself as written.
 */
const ROUTES: Array<[RegExp, (match: RegExpExecArray, targetOf: TargetOf) => string | undefined]> = [
  [/^\/content-manager\/(?:collection-types|single-types)\/([^/]+)(?:\/[^/]+)?\/?$/i, (match) => decode(match[1])],
  // The relation pickers list the field's target: their query is about it.
  [/^\/content-manager\/relations\/([^/]+)(?:\/[^/]+)?\/([^/]+)\/?$/i, (match, targetOf) => targetOf(decode(match[1]), decode(match[2]))],
  [/^\/upload\/files(?:\/[^/]+)?\/?$/i, () => 'plugin::upload.file'],
  [/^\/upload\/folders(?:\/[^/]+)?\/?$/i, () => 'plugin::upload.folder'],
  [/^\/admin\/users(?:\/[^/]+)?\/?$/i, () => 'admin::user'],
  [/^\/admin\/roles\/?$/i, () => 'admin::role'],
];

/** The target of a relation field of a model; undefined when either is unknown or it is no relation. */
export type TargetOf = (uid: string, field: string) => string | undefined;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function adminQueryModel(path: string, targetOf: TargetOf): string | null {
  for (const [pattern, uid] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return uid(match, targetOf) || null;
  }
  return null;
}
