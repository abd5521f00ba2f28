/** The words the apps share: labels, descriptions and placeholders of models and fields, in English and Spanish. */
export { BLOCK_FIELDS, ENUM_LABELS, GROUP_NAMES, fieldTexts, type TextSource } from './field-texts.js';
export { MODEL_TEXTS } from './model-texts.js';
export { BLOCK_TEXTS } from './block-texts.generated.js';
export { defineWords, type BlockWords } from './define.js';
export { humanLabel } from './human-label.js';
export { URL_PLACEHOLDER, type FieldText, type ModelTexts } from './types.js';
