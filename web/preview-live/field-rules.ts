/** What a component field is, for sanitising an unsaved draft (see generate-schemas.ts). */
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
