import { describe, expect, it } from 'vitest';
import { defineBlock } from '../blocks/define.js';
import { blockTexts, defineWords } from './define.js';

const schema = defineBlock({
  uid: 'blocks.sample',
  name: 'Sample',
  icon: 'apps',
  description: 'A block of this test.',
  attributes: { title: { type: 'string' }, items: { type: 'component', repeatable: true, component: 'shared.sample-item' } },
  components: [{ uid: 'shared.sample-item', name: 'SampleItem', icon: 'apps', description: 'An item.', attributes: { label: { type: 'string' } } }],
});
const name = { en: 'Sample', es: 'Muestra' };

describe("a block's words", () => {
  it("are typed by the block's schema: a field or component it does not have does not compile", () => {
    const words = defineWords<typeof schema>({
      name,
      mainField: 'title',
      fields: { items: { label: 'Items', es: 'Elementos' } },
      components: { 'shared.sample-item': { name: { en: 'Item', es: 'Elemento' }, mainField: 'label', fields: { label: { label: 'Label', es: 'Etiqueta' } } } },
    });
    // @ts-expect-error -- the schema has no field "titel"
    defineWords<typeof schema>({ name, fields: { titel: { label: 'Title', es: 'Título' } } });
    // @ts-expect-error -- nor a component "shared.other"
    defineWords<typeof schema>({ name, components: { 'shared.other': { name } } });
    // @ts-expect-error -- the main field must be one of its fields
    defineWords<typeof schema>({ name, mainField: 'heading' });
    expect(blockTexts({ [schema.uid]: words })).toEqual({
      'blocks.sample': { name, mainField: 'title', fields: { items: { label: 'Items', es: 'Elementos' } } },
      'shared.sample-item': { name: { en: 'Item', es: 'Elemento' }, mainField: 'label', fields: { label: { label: 'Label', es: 'Etiqueta' } } },
    });
  });
});
