/** "Spring Sale: 20% off!" → "spring-sale-20-off", matching the CMS's slug pattern. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') // runs are single dashes by now
    .slice(0, 80)
    .replace(/-$/, '');
}
