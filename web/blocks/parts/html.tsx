import type { FieldMark } from '../edit-marks';

/**
 * HTML fields arrive sanitised by the CMS (its sanitize "html" fields); only those fields go through
 * here. Every other text is rendered as text. Empty: nothing on public pages; in the draft preview
 * (`mark`) an empty element with its placeholder (`data-placeholder`, shown by the preview's
 * stylesheet), which the editor double-clicks to write in place, as FieldText does for plain texts.
 */
export function SanitisedHtml({
  html,
  className,
  as: Tag = 'div',
  mark,
  placeholder,
}: {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'blockquote';
} & (
  | { mark?: never; placeholder?: never }
  | {
      /** The draft preview's field mark (../edit-marks.ts); undefined on public pages. */
      mark: FieldMark;
      /** What to write there ("Answer"), shown while it is empty in the preview. */
      placeholder: string;
    }
)) {
  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (html) return <Tag className={classes} {...mark} dangerouslySetInnerHTML={{ __html: html }} />;
  if (!mark) return null;
  return <Tag className={classes} {...mark} data-placeholder={placeholder} />;
}
