/** What a component field is, as the CMS's schemas say (generated into fields.generated.ts). */
export type FieldRule =
  | { kind: 'html' }
  | { kind: 'url' }
  | { kind: 'text' }
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'media'; multiple: boolean }
  | { kind: 'component'; component: string; repeatable: boolean };

export type ComponentFields = Readonly<Record<string, Readonly<Record<string, FieldRule>>>>;
