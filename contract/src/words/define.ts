import type { BlockSchema, ComponentSchema } from '../blocks/define.js';
import type { FieldText, ModelTexts } from './types.js';

type FieldsOf<A> = { readonly [K in keyof A]?: FieldText };
type ComponentsOf<S extends BlockSchema> = S['components'] extends readonly (infer C extends ComponentSchema)[] ? C : never;

/**
 * A block's words (contract/src/blocks/<category>/<name>/words.ts): its name in Strapi's admin and the
 * builder, the field that names an entry, and the texts of its fields and of its own components' fields.
 * Typed by the block's schema: a field or component it does not have is a compile error. Fields named like
 * the shared block fields (words/field-texts.ts: title, subtitle, surface…) need no entry.
 */
export interface BlockWords<S extends BlockSchema> {
  readonly name: { readonly en: string; readonly es: string };
  readonly mainField?: keyof S['attributes'] & string;
  readonly fields?: FieldsOf<S['attributes']>;
  readonly components?: {
    readonly [C in ComponentsOf<S> as C['uid']]?: {
      readonly name: { readonly en: string; readonly es: string };
      readonly mainField?: keyof C['attributes'] & string;
      readonly fields?: FieldsOf<C['attributes']>;
    };
  };
}

export const defineWords = <S extends BlockSchema>(words: BlockWords<S>): BlockWords<S> => words;

/** The words of every block and of its own components, by uid (words/block-texts.generated.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's words are typed by its own schema
export function blockTexts(byUid: Readonly<Record<string, BlockWords<any>>>): Readonly<Record<string, ModelTexts>> {
  const out: Record<string, ModelTexts> = {};
  for (const [uid, words] of Object.entries(byUid)) {
    out[uid] = { name: words.name, mainField: words.mainField, fields: { ...words.fields } as Record<string, FieldText> };
    for (const [component, texts] of Object.entries(words.components ?? {}) as Array<[string, ModelTexts]>) {
      out[component] = { name: texts.name, mainField: texts.mainField, fields: { ...texts.fields } };
    }
  }
  return out;
}
