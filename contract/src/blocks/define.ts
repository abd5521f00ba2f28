import type { PageType } from '../rules/page-types.js';

/** What the CMS does with a text field on every write: sanitise it as HTML, or refuse a dangerous URL (rules/). */
type Sanitize = { readonly sanitize: { readonly kind: 'html' | 'url' } };

/** A field of a component, as Strapi's component schema writes it (the kinds blocks use). */
export type Attribute =
  | {
      readonly type: 'string';
      readonly required?: boolean;
      readonly maxLength?: number;
      readonly default?: string;
      readonly regex?: string;
      readonly pluginOptions?: Sanitize;
    }
  | { readonly type: 'text'; readonly required?: boolean; readonly maxLength?: number; readonly pluginOptions?: Sanitize }
  | { readonly type: 'richtext'; readonly required?: boolean; readonly pluginOptions: Sanitize }
  | { readonly type: 'email' | 'datetime'; readonly required?: boolean }
  | { readonly type: 'boolean'; readonly default?: boolean }
  | { readonly type: 'enumeration'; readonly enum: readonly string[]; readonly default?: string; readonly required?: boolean }
  | {
      readonly type: 'media';
      readonly multiple: boolean;
      readonly required?: boolean;
      readonly allowedTypes: readonly ('images' | 'files' | 'videos' | 'audios')[];
    }
  | {
      readonly type: 'component';
      readonly component: string;
      readonly repeatable: boolean;
      readonly min?: number;
      readonly max?: number;
      readonly required?: boolean;
    };

/** A component: a block, or a group of fields a block repeats (a strip's logos). */
export interface ComponentSchema {
  /** Strapi's uid, `<category>.<name>`: the schema is written to cms/src/components/<category>/<name>.json. */
  readonly uid: `${string}.${string}`;
  /** Its name everywhere (PascalCase, the spec's componentName): Strapi's displayName, the builder's palette. */
  readonly name: string;
  /** An icon of Strapi's admin (its component icons: "apps", "picture", "quote"…). */
  readonly icon: string;
  /** One line: what it shows. */
  readonly description: string;
  readonly attributes: Readonly<Record<string, Attribute>>;
}

/** A block: a component editors place on pages. */
export interface BlockSchema extends ComponentSchema {
  /** The page types whose dynamic zones take it (default: every one). */
  readonly pages?: readonly PageType[];
  /**
   * A section of its own (default): the generator gives it `darkMode` and `surface` (its background). Blocks
   * that sit inside another layout (an article's text) have neither. Whether a block is the page's first
   * (its top spacing, eager images) follows from its position: no field says it.
   */
  readonly section?: boolean;
  /** Groups of fields only this block repeats (its items), written beside it: `{ type: 'component', component: uid }`. */
  readonly components?: readonly ComponentSchema[];
}

/** A block's schema (contract/src/blocks/<category>/<name>/schema.ts), checked and kept literal for its words' types. */
export const defineBlock = <const S extends BlockSchema>(schema: S): S => schema;

/** The fields the generator adds to blocks (README, "Adding a block"): never written by hand. */
export const SECTION_ATTRIBUTES = {
  darkMode: { type: 'boolean', default: false },
  surface: { type: 'enumeration', enum: ['light', 'neutral', 'dark'], default: 'neutral' },
} as const satisfies Record<string, Attribute>;
