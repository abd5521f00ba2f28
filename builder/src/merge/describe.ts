/** A field's value as text for a side-by-side comparison: HTML as its text, files by name, related documents by title, components field by field. */
export function describeValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /<[a-z]/i.test(value) ? htmlText(value) : value;
  if (Array.isArray(value)) return value.map((item, index) => `${index + 1}. ${describeValue(item, depth + 1)}`).join('\n');
  const record = value as Record<string, unknown>;
  if ('mime' in record) return `Image: ${String(record.name ?? record.alternativeText ?? `file ${String(record.id)}`)}`;
  if ('documentId' in record) return String(record.title ?? record.name ?? record.slug ?? record.documentId);
  const parts = Object.entries(record)
    .filter(([key, item]) => key !== 'id' && key !== '__key' && key !== '__component' && item !== null && item !== undefined && item !== '')
    .map(([key, item]) => `${key}: ${depth > 1 ? '…' : describeValue(item, depth + 1)}`);
  return parts.length ? parts.join(', ') : '(empty)';
}

/** The text of an HTML fragment, paragraphs and list items on their own lines (no markup is rendered). */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('p, li, h2, h3, h4, br').forEach((element) => element.append('\n'));
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}
