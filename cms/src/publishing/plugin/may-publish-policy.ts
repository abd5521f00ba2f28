import { errors } from '@strapi/utils';
import { mayPublish, PUBLISH_REFUSAL, type AdminAbility } from '../permission';

/** The publish routes' policy: the permission predicate, refused with a 403 that names the permission. */
export default (policyContext: { state: { userAbility?: AdminAbility } }): true => {
  if (mayPublish(policyContext.state.userAbility)) return true;
  // A PolicyError keeps its message (Strapi answers other ForbiddenErrors with a bare "Forbidden").
  throw new errors.PolicyError(PUBLISH_REFUSAL);
};
