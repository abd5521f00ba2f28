import { describe, expect, it } from 'vitest';
import { fieldsOf, labelOf, STRING_COLUMN_MAX, toFieldSpec } from './form-model';
import { initialData } from './defaults';
import { components } from './fixtures';

describe('schema → form mapping', () => {
  it('maps every attribute kind the blocks use to a field kind', () => {
    const hero = fieldsOf(components['blocks.hero-image-left'].schema.attributes, components);
    expect(hero.map((f) => [f.name, f.kind])).toEqual([
      ['title', 'string'],
      ['subtitle', 'text'],
      ['buttonLink', 'url'],
      ['image', 'media'],
      ['darkMode', 'boolean'],
      ['surface', 'enumeration'],
    ]);
    const event = fieldsOf(components['blocks.event-date'].schema.attributes, components);
    expect(event.map((f) => f.kind)).toEqual(['datetime', 'component', 'number', 'email']);
  });
  it('carries the rules: required, maxLength, regex, enum, default, max', () => {
    const [title, , link, , , surface] = fieldsOf(components['blocks.hero-image-left'].schema.attributes, components);
    expect(title.required).toBe(true);
    expect(link.maxLength).toBe(2048);
    expect(surface.options).toEqual(['light', 'neutral', 'dark']);
    expect(surface.defaultValue).toBe('neutral');
    expect(toFieldSpec('slug', { type: 'uid', regex: '^a$' }, components).pattern).toBe('^a$');
  });

  it("gives a one-line text the CMS column's 255 characters as a limit to check; a multi-line text has none", () => {
    const [title, subtitle] = fieldsOf(components['blocks.hero-image-left'].schema.attributes, components);
    expect(title).toMatchObject({ columnMax: STRING_COLUMN_MAX, maxLength: undefined });
    expect(subtitle.columnMax).toBeUndefined();
    expect(toFieldSpec('contact', { type: 'email' }, components).columnMax).toBe(255);
    expect(toFieldSpec('short', { type: 'string', maxLength: 40 }, components).maxLength).toBe(40);
  });
  it('maps repeatable and nested components with their own fields, uuid hidden', () => {
    const [, items] = fieldsOf(components['blocks.faq-collapse'].schema.attributes, components);
    expect(items.kind).toBe('repeatable');
    expect(items.max).toBe(2);
    expect(items.fields?.filter((f) => !f.hidden).map((f) => [f.name, f.kind])).toEqual([
      ['question', 'string'],
      ['answer', 'html'],
    ]);
    expect(items.fields?.find((f) => f.name === 'uuid')?.hidden).toBe(true);
    const cta = fieldsOf(components['blocks.event-date'].schema.attributes, components)[1];
    expect(cta.fields?.map((f) => f.kind)).toEqual(['string', 'url']);
  });
  it('leaves out the fields the CMS derives (an article’s title)', () => {
    const attributes = { slug: { type: 'uid' }, title: { type: 'string', pluginOptions: { derived: { from: ['draftSettings.articleTitle'] } } } } as const;
    expect(fieldsOf(attributes, components).map((f) => f.name)).toEqual(['slug']);
  });
  it('labels fields from their names', () => {
    expect(labelOf('buttonLink')).toBe('Button link');
    expect(labelOf('seo_title')).toBe('Seo title');
  });
  it('builds a new block with the schema defaults', () => {
    expect(initialData('blocks.hero-image-left', components)).toEqual({ darkMode: false, surface: 'neutral' });
    expect(initialData('blocks.faq-collapse', components)).toEqual({ items: [] });
  });
  it('starts a list that needs entries with them, each with its defaults and, when its items keep one, a uuid', () => {
    const needy = { ...components, 'blocks.faq-collapse': structuredClone(components['blocks.faq-collapse']!) };
    (needy['blocks.faq-collapse']!.schema.attributes.items as { min?: number }).min = 2;
    const { items } = initialData('blocks.faq-collapse', needy) as { items: Array<{ uuid: string }> };
    expect(items).toHaveLength(2);
    expect(items[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(items[0]!.uuid).not.toBe(items[1]!.uuid);
  });
});
