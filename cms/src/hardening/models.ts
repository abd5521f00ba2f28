import type { Core } from '@strapi/strapi';
import type { AttributeInfo, AttributeLookup } from './query-checks/shape';

/** A registered content type or component as the request checks read it. */
export interface ModelSchema {
  modelType?: string;
  attributes?: Record<string, AttributeInfo>;
}

/**
 * The registered model `uid` names, or undefined. Own keys only: a uid from a request such as
 * "__proto__" or "constructor" must not find an object's prototype.
 */
export function registeredModel(strapi: Core.Strapi, uid: string): ModelSchema | undefined {
  if (!Object.hasOwn(strapi.contentTypes, uid) && !Object.hasOwn(strapi.components, uid)) return undefined;
  return strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0]) as ModelSchema | undefined;
}

/** Looks a field up on a registered model (the query checks' AttributeLookup). */
export const attributeLookup =
  (strapi: Core.Strapi): AttributeLookup =>
  (uid, name) => {
    const attributes = registeredModel(strapi, uid)?.attributes;
    return attributes && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  };
