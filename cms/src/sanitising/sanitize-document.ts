import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, sanitizeKindOf } from '../content/schema';
import { sanitizeRichHtml } from 'contract/rules/html';
import { urlProblem } from 'contract/rules';

type Data = Record<string, unknown>;

/**
 * Walks a write payload with its schema: HTML fields are sanitised, URL fields the content URL rule
 * refuses (./url.ts) are refused with a 400 that names the field (e.g. "draft[2].buttonLink").
 */
export function sanitizeWriteData(strapi: Core.Strapi, uid: string, data: Data): Data {
  return walk(strapi, uid, data, '');
}

function walk(strapi: Core.Strapi, uid: string, data: Data, path: string): Data {
  const attributes = attributesOf(strapi, uid);
  const out: Data = { ...data };
  for (const [name, value] of Object.entries(data)) {
    const attribute = attributes[name];
    if (!attribute || value === null || value === undefined) continue;
    const fieldPath = path ? `${path}.${name}` : name;
    const kind = sanitizeKindOf(attribute);
    if (kind && typeof value === 'string') {
      out[name] = kind === 'html' ? sanitizeRichHtml(value) : checkUrl(value, fieldPath);
    } else if (attribute.type === 'component' && attribute.component) {
      out[name] = attribute.repeatable
        ? mapList(value, fieldPath, (item, p) => walk(strapi, attribute.component!, item, p))
        : isObject(value)
          ? walk(strapi, attribute.component, value, fieldPath)
          : value;
    } else if (attribute.type === 'dynamiczone') {
      out[name] = mapList(value, fieldPath, (item, p) => {
        const component = item.__component;
        if (typeof component !== 'string' || !attribute.components?.includes(component)) {
          throw new errors.ValidationError(`${p}.__component: "${String(component)}" is not an allowed block type`);
        }
        return walk(strapi, component, item, p);
      });
    }
  }
  return out;
}

function checkUrl(value: string, fieldPath: string): string {
  const problem = urlProblem(value);
  if (problem) {
    throw new errors.ValidationError(`${fieldPath}: ${problem}`, {
      errors: [{ path: fieldPath.split(/[.[\]]+/).filter(Boolean), message: problem, name: 'ValidationError' }],
    });
  }
  return value.trim();
}

function mapList(value: unknown, path: string, fn: (item: Data, itemPath: string) => Data): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item, index) => (isObject(item) ? fn(item, `${path}[${index}]`) : item));
}

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
