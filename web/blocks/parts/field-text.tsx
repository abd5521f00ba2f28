import type { FieldMark } from '../edit-marks';

/**
 * A text a block shows from one of its fields, in a `Tag` element, marked for the draft preview (`mark`,
 * the block's `editMarks`). Empty: nothing on public pages; in the draft preview an empty element with a
 * placeholder (`data-placeholder`, shown by the preview's stylesheet) that the editor double-clicks to
 * write it in place, like any other marked text (edit-marks.ts).
 */
export function FieldText({
  as: Tag = 'p',
  value,
  mark,
  placeholder,
  className,
}: {
  as?: 'h2' | 'h3' | 'p' | 'span' | 'dt';
  value: string | null | undefined;
  mark: FieldMark;
  /** What to write there ("Subtitle"), shown while it is empty in the preview. */
  placeholder: string;
  className?: string;
}) {
  if (value) {
    return (
      <Tag className={className} {...mark}>
        {value}
      </Tag>
    );
  }
  if (!mark) return null;
  return <Tag className={className} {...mark} data-placeholder={placeholder} />;
}
