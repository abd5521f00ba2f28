/**
 * The model whose fields the query of an admin route names: the content manager's `:uid`, the media
 * library's files and folders, the admin's users and roles. Null for other routes. Matched as the
 * router matches paths (case-insensitive, one optional trailing slash); the uid itself as written.
 */
const ROUTES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/content-manager\/(?:collection-types|single-types)\/([^/]+)(?:\/[^/]+)?\/?$/i, (match) => match[1]],
  [/^\/upload\/files(?:\/[^/]+)?\/?$/i, () => 'plugin::upload.file'],
  [/^\/upload\/folders(?:\/[^/]+)?\/?$/i, () => 'plugin::upload.folder'],
  [/^\/admin\/users(?:\/[^/]+)?\/?$/i, () => 'admin::user'],
  [/^\/admin\/roles\/?$/i, () => 'admin::role'],
];

export function adminQueryModel(path: string): string | null {
  for (const [pattern, uid] of ROUTES) {
    const match = pattern.exec(path);
    if (match) {
      try {
        return decodeURIComponent(uid(match));
      } catch {
        return null;
      }
    }
  }
  return null;
}
