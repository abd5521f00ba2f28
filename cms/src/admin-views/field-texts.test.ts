import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_UIDS } from 'contract/rules';
import { BLOCK_FIELDS, ENUM_LABELS, fieldTexts, GROUP_NAMES, MODEL_TEXTS } from 'contract/words';
import { mainFieldOf } from './configuration';

interface Schema {
  attributes: Record<string, { type: string; enum?: string[] }>;
}

const root = path.resolve(__dirname, '..');
const componentsDir = path.join(root, 'components');

/** Every model an admin edits: the two page types and every component, read from their schema files. */
function models(): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const uid of PAGE_UIDS) {
    const name = uid.split('.')[1]!;
    found.set(uid, JSON.parse(readFileSync(path.join(root, 'api', name, 'content-types', name, 'schema.json'), 'utf8')) as Schema);
  }
  for (const category of readdirSync(componentsDir)) {
    for (const file of readdirSync(path.join(componentsDir, category)).filter((f) => f.endsWith('.json'))) {
      found.set(`${category}.${file.replace(/\.json$/, '')}`, JSON.parse(readFileSync(path.join(componentsDir, category, file), 'utf8')) as Schema);
    }
  }
  return found;
}

const TEXT_TYPES = new Set(['string', 'text', 'email', 'uid', 'enumeration', 'integer', 'float', 'decimal', 'biginteger', 'date', 'datetime', 'time']);

describe('the admin’s field texts', () => {
  const all = models();

  it('name every model and label every field (what is listed here still shows its attribute name made readable)', () => {
    const missing: string[] = [];
    for (const [uid, schema] of all) {
      if (!MODEL_TEXTS[uid]) missing.push(`${uid}: no entry in MODEL_TEXTS (field-texts.ts)`);
      for (const name of Object.keys(schema.attributes)) {
        if (fieldTexts(uid, name).source === 'name') missing.push(`${uid}.${name}: no label`);
      }
    }
    expect(missing, 'add an entry to MODEL_TEXTS in cms/src/admin-views/field-texts.ts').toEqual([]);
  });

  it('names every option of every enumeration field, and every component category', () => {
    const missing: string[] = [];
    for (const [uid, schema] of all) {
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        for (const value of attribute.enum ?? []) if (!Object.hasOwn(ENUM_LABELS, value)) missing.push(`${uid}.${name}: "${value}"`);
      }
      const category = uid.split('.')[0]!;
      if (!uid.includes('::') && !GROUP_NAMES[category]) missing.push(`category ${category}`);
    }
    expect(missing, 'add them to ENUM_LABELS / GROUP_NAMES in cms/src/admin-views/field-texts.ts').toEqual([]);
  });

  it('has no texts for models or fields that do not exist', () => {
    const stale: string[] = [];
    for (const [uid, texts] of Object.entries(MODEL_TEXTS)) {
      const schema = all.get(uid);
      if (!schema) stale.push(uid);
      for (const name of Object.keys(texts.fields))
        if (schema && !Object.hasOwn(schema.attributes, name) && !['createdAt', 'updatedAt'].includes(name)) stale.push(`${uid}.${name}`);
    }
    expect(stale).toEqual([]);
  });

  it('names entries of every component by a text field (a FAQ item by its question, an image by its description)', () => {
    expect(MODEL_TEXTS['shared.faq-item']?.mainField).toBe('question');
    expect(MODEL_TEXTS['shared.media-entry']?.mainField).toBe('alt');
    for (const [uid, texts] of Object.entries(MODEL_TEXTS)) {
      if (!texts.mainField) continue;
      expect(TEXT_TYPES.has(all.get(uid)?.attributes[texts.mainField]?.type ?? ''), `${uid}: mainField ${texts.mainField}`).toBe(true);
    }
  });

  it('falls back to a readable label and a title-like main field for a model it does not know', () => {
    const model = {
      uid: 'blocks.logo-strip',
      attributes: { uuid: { type: 'string' }, heading: { type: 'string' }, darkMode: { type: 'boolean' }, logoCaption: { type: 'string' } },
    };
    expect(fieldTexts(model.uid, 'logoCaption')).toMatchObject({ label: 'Logo caption', es: 'Logo caption', source: 'name' });
    expect(fieldTexts(model.uid, 'darkMode')).toMatchObject({ ...BLOCK_FIELDS.darkMode, source: 'block-fields' });
    expect(mainFieldOf(model)).toBe('heading');
    expect(mainFieldOf({ ...model, attributes: { ...model.attributes, title: { type: 'string' } } })).toBe('title');
  });

  it('gives every label a Spanish one and keeps descriptions to one line', () => {
    for (const texts of [...Object.values(MODEL_TEXTS).flatMap((m) => Object.values(m.fields)), ...Object.values(BLOCK_FIELDS)]) {
      expect(texts.es.trim()).not.toBe('');
      expect(texts.description ?? '').not.toContain('\n');
      expect((texts.description ?? '').length).toBeLessThanOrEqual(160);
    }
  });
});
