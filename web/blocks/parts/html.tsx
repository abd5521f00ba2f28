import type { FieldMark } from '../edit-marks';

/**
 * HTML fields arrive sanitised by the CMS (its sanitize "html" fields); only those fields go through
 * here. Every other text is rendered as text.
 */
export function SanitisedHtml({
  html,
  className,
  as: Tag = 'div',
  mark,
}: {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'blockquote';
  /** The draft preview's field mark (../edit-marks.ts); absent on public pages. */
  mark?: FieldMark;
}) {
  if (!html) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} {...mark} dangerouslySetInnerHTML={{ __html: html }} />;
}
