/**
 * Origins (scheme://host[:port]) from a comma-separated variable, checked: a value that is not an
 * http(s) origin is an error naming the variable.
 */
function originsOf(name: string, values: Array<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const entry of values
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${name}: "${entry}" is not an origin (expected e.g. https://builder.example.com)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${entry}" must be http(s)`);
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * BUILDER_ORIGINS: the origins of the page builder, comma-separated, whose messages the draft
 * preview accepts. Unset or empty: live preview is off (the preview still refreshes on each save).
 * BUILDER_URL, when set, is accepted too (its origin).
 */
export function builderOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return originsOf('BUILDER_ORIGINS', [env.BUILDER_ORIGINS, env.BUILDER_URL]);
}

/**
 * CMS_ADMIN_ORIGINS: the origins of the CMS's admin panel, comma-separated, whose Preview shows the
 * draft preview in a frame. They may frame it; they may not post it drafts (that is the builder's).
 */
export function cmsAdminOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return originsOf('CMS_ADMIN_ORIGINS', [env.CMS_ADMIN_ORIGINS]);
}

/** Who may frame the draft preview (CSP frame-ancestors): the builder and the CMS's admin. */
export function previewFrameAncestors(env: Record<string, string | undefined> = process.env): string[] {
  return [...new Set([...builderOrigins(env), ...cmsAdminOrigins(env)])];
}
