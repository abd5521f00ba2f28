import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, PAGE_UID, SLUG_PATTERN } from 'contract/rules';

const schemaOf = (type: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../api/${type}/content-types/${type}/schema.json`), 'utf8')) as {
    info: { singularName: string };
    attributes: { slug: { regex: string } };
  };

describe('the page types of contract/rules', () => {
  it.each(PAGE_TYPES)('%s has its content type, whose slug follows the contract slug rule', (type) => {
    const schema = schemaOf(type);
    expect(`api::${schema.info.singularName}.${schema.info.singularName}`).toBe(PAGE_UID[type]);
    expect(schema.attributes.slug.regex).toBe(SLUG_PATTERN.source);
  });
});
