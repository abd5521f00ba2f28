/** The shapes of the words: a field's texts and a model's. */
export interface FieldText {
  label: string;
  /** The label in the admin's Spanish interface. */
  es: string;
  /** One line under the field, where its meaning is not obvious. */
  description?: string;
  /** Shown in the empty input, where an example helps. */
  placeholder?: string;
}

export interface ModelTexts {
  /** What the admin calls the model (blocks: the entry's header, the "add a block" picker). */
  name?: { en: string; es: string };
  /** The field that names an entry of this model in lists (Strapi's main field: a text field). */
  mainField?: string;
  fields: Record<string, FieldText>;
}

/** The placeholder of a link field. */
export const URL_PLACEHOLDER = 'https://… or /path';
