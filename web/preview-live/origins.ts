/**
 * BUILDER_ORIGINS: the origins (scheme://host[:port]) of the page builder, comma-separated, whose
 * messages the draft preview accepts. Unset or empty: live preview is off (the preview still
 * refreshes on each save). BUILDER_URL, when set, is accepted too (its origin).
 */
export function builderOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const raw = [...(env.BUILDER_ORIGINS ?? '').split(','), env.BUILDER_URL ?? ''];
  const origins = new Set<string>();
  for (const entry of raw.map((value) => value.trim()).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`BUILDER_ORIGINS: "${entry}" is not an origin (expected e.g. https://builder.example.com)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`BUILDER_ORIGINS: "${entry}" must be http(s)`);
    origins.add(url.origin);
  }
  return [...origins];
}
