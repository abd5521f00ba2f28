import { fieldMark } from '../edit-marks';

/**
 * A text a block shows from one of its fields (`field`, a path in the block), in a `Tag` element.
 * Empty: nothing on public pages; in the draft preview (`edit`) an empty element with a placeholder
 * (`data-placeholder`, shown by the preview's stylesheet) that the editor double-clicks to write it in
 * place, like any other marked text (edit-marks.ts).
 */
export function FieldText({
  as: Tag = 'p',
  value,
  edit,
  field,
  placeholder,
  className,
}: {
  as?: 'h2' | 'h3' | 'p' | 'span';
  value: string | null | undefined;
  edit: boolean | undefined;
  field: string;
  /** What to write there ("Subtitle"), shown while it is empty in the preview. */
  placeholder: string;
  className?: string;
}) {
  if (value) {
    return (
      <Tag className={className} {...fieldMark(edit, field)}>
        {value}
      </Tag>
    );
  }
  if (!edit) return null;
  return <Tag className={className} {...fieldMark(edit, field)} data-placeholder={placeholder} />;
}
