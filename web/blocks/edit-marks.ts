import { FIELD_ATTRIBUTE, FIELD_KIND_ATTRIBUTE, type FieldKind } from 'contract/preview';

/**
 * The marks of the builder's visual canvas (contract/preview, edit-marks.ts), as the site's block
 * components write them: only in the draft preview, rendered with `edit`. Public pages are rendered
 * without `edit` and carry none of them (registry.test.tsx checks it).
 */
export type FieldMark = { [FIELD_ATTRIBUTE]: string; [FIELD_KIND_ATTRIBUTE]: FieldKind } | undefined;

/** The attributes of an editable field in the preview; nothing on public pages. */
export function fieldMark(edit: boolean | undefined, path: string, kind: FieldKind = 'text'): FieldMark {
  return edit ? { [FIELD_ATTRIBUTE]: path, [FIELD_KIND_ATTRIBUTE]: kind } : undefined;
}
