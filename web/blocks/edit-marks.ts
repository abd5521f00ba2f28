import { COMPONENT_FIELDS } from 'contract/blocks/fields';
import type { PublicImage } from 'contract/blocks';
import { FIELD_ATTRIBUTE, FIELD_KIND_ATTRIBUTE, LIST_ATTRIBUTE, LIST_ITEM_ATTRIBUTE, type FieldKind } from 'contract/preview';

/**
 * The marks of the builder's visual canvas (contract/preview, edit-marks.ts), as the site's block
 * components write them: only in the draft preview, rendered with `edit`. Public pages are rendered
 * without `edit` and carry none of them (registry.test.tsx checks it).
 */
export type FieldMark = { [FIELD_ATTRIBUTE]: string; [FIELD_KIND_ATTRIBUTE]: FieldKind } | undefined;

/**
 * The paths of a block's texts, from its generated type: "title", "items.3.answer", "buttons.0.label".
 * Only plain text fields (not media, flags or enumerations), so a misspelt or non-text path does not compile.
 */
export type FieldPath<T> = T extends object
  ? {
      [K in keyof T & string]: NonNullable<T[K]> extends readonly (infer Item)[]
        ? Item extends PublicImage
          ? never
          : Item extends object
            ? `${K}.${number}.${FieldPath<Item>}`
            : never
        : NonNullable<T[K]> extends PublicImage
          ? never
          : NonNullable<T[K]> extends object
            ? `${K}.${FieldPath<NonNullable<T[K]>>}`
            : string extends NonNullable<T[K]>
              ? K
              : never;
    }[keyof T & string]
  : never;

/** The kind of the field at `path` in a component, from the schemas: "html" for rich text, else "text". */
function kindAt(uid: string, path: string): FieldKind {
  let component = uid;
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) continue;
    const rule = COMPONENT_FIELDS[component]?.[segment];
    if (rule?.kind === 'component') component = rule.component;
    else return rule?.kind === 'html' ? 'html' : 'text';
  }
  return 'text';
}

/**
 * The marker of a block's editable texts: `mark('title')`, `mark(\`items.${i}.answer\`)`, typed by the
 * block, so a wrong path fails the type check; nothing unless the block is rendered with `edit`.
 */
export function editMarks<B extends { __component: string }>(block: B, edit: boolean | undefined): (path: FieldPath<B>) => FieldMark {
  if (!edit) return () => undefined;
  return (path) => ({ [FIELD_ATTRIBUTE]: path, [FIELD_KIND_ATTRIBUTE]: kindAt(block.__component, path) });
}

export type ListMark = { [LIST_ATTRIBUTE]: string; [LIST_ITEM_ATTRIBUTE]: string } | undefined;

/** The paths of a block's lists of items (components it repeats, not images): "items", "stats". */
export type ListPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly (infer Item)[] ? (Item extends PublicImage ? never : Item extends object ? K : never) : never;
}[keyof T & string];

/**
 * The marker of a block's lists the editor can add items to on the page: `list('items', 'question')`
 * on the list's container; nothing unless the block is rendered with `edit`.
 */
export function listMarks<B extends { __component: string }>(_block: B, edit: boolean | undefined): (path: ListPath<B>, item: string) => ListMark {
  if (!edit) return () => undefined;
  return (path, item) => ({ [LIST_ATTRIBUTE]: path, [LIST_ITEM_ATTRIBUTE]: item });
}
