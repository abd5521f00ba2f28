import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { registeredModel } from './models';

/**
 * The content manager's relation pickers (`GET /content-manager/relations/:model/:targetField` and
 * `…/:model/:id/:targetField`) check whether the admin's role may read the field, and when it may not,
 * set a 403 and then carry on to a 500 (their handler goes on with nothing). This policy asks the same
 * question first, with the content manager's permission checker, and refuses with a 403 that names the
 * field. An unknown model is a 400 here; an unknown field goes on to the handler, which answers it with a 400 itself.
 */
export const RELATION_HANDLERS = ['relations.findAvailable', 'relations.findExisting'] as const;

interface PolicyContext {
  params?: { model?: string; targetField?: string };
  state?: { userAbility?: unknown };
}

interface FieldChecker {
  cannot: { read(entity: null, field: string): boolean };
}

export function relationFieldReadable(policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): true {
  const { model, targetField } = policyContext.params ?? {};
  if (!model || !targetField) return true;
  const schema = registeredModel(strapi, model);
  if (!schema) throw new errors.ValidationError(`The model ${model} doesn't exist`, { model });
  const attribute = schema?.attributes && Object.hasOwn(schema.attributes, targetField) ? schema.attributes[targetField] : undefined;
  // Components have no permissions of their own: the handler does not check them either.
  if (attribute?.type !== 'relation' || schema.modelType === 'component') return true;
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as unknown as {
      create(options: { userAbility: unknown; model: string }): FieldChecker;
    }
  ).create({ userAbility: policyContext.state?.userAbility, model });
  if (checker.cannot.read(null, targetField)) {
    // A PolicyError: Strapi passes its message on (any other ForbiddenError becomes a bare "Forbidden").
    throw new errors.PolicyError(`Your role may not read the field ${targetField} of ${model}`, { model, field: targetField });
  }
  return true;
}
