/** `contract/blocks/fields`: every component field's kind, for applying the CMS's rules outside the CMS. */
export { COMPONENT_FIELDS } from './fields.generated.js';
export type { ComponentFields, FieldRule } from './field-rules.js';
