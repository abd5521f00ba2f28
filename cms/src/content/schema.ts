import type { Core } from '@strapi/strapi';

/** What our sanitiser knows about a field, read from the schema's pluginOptions.sanitize.kind. */
export type SanitizeKind = 'html' | 'url';

export interface AttributeLike {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  pluginOptions?: { sanitize?: { kind?: SanitizeKind } } & Record<string, unknown>;
}

export function attributesOf(strapi: Core.Strapi, uid: string): Record<string, AttributeLike> {
  const model = strapi.getModel(uid as never) as { attributes?: Record<string, AttributeLike> } | undefined;
  if (!model?.attributes) throw new Error(`Unknown model ${uid}`);
  return model.attributes;
}

export function sanitizeKindOf(attribute: AttributeLike): SanitizeKind | undefined {
  return attribute.pluginOptions?.sanitize?.kind;
}

/**
 * Explicit populate for a model, derived from its schema: every component, dynamic zone, media and
 * relation, recursively (the LaunchPad habit of an explicit populate per route, generated instead of
 * written by hand so it cannot drift from the schemas).
 */
export function populateFor(strapi: Core.Strapi, uid: string, only?: readonly string[], depth = 0): Record<string, unknown> | true {
  if (depth > 6) return true;
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (only && !only.includes(name)) continue;
    if (attribute.type === 'media') populate[name] = { fields: ['url', 'alternativeText', 'width', 'height', 'formats', 'mime'] };
    else if (attribute.type === 'component' && attribute.component) {
      const nested = populateFor(strapi, attribute.component, undefined, depth + 1);
      populate[name] = nested === true ? true : { populate: nested };
    } else if (attribute.type === 'dynamiczone') {
      const on: Record<string, unknown> = {};
      for (const component of attribute.components ?? []) {
        const nested = populateFor(strapi, component, undefined, depth + 1);
        on[component] = nested === true ? true : { populate: nested };
      }
      populate[name] = { on };
    }
  }
  return Object.keys(populate).length ? populate : true;
}
