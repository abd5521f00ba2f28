import { RELATION_HANDLERS, relationFieldReadable } from '../../hardening/relation-fields';
import { DRAFT_AND_PUBLISH_HANDLERS, draftAndPublishOnly } from '../../publishing/native-actions';

/**
 * The content manager's draft & publish actions (publish, unpublish, discard and their bulk forms)
 * refuse types whose draft & publish is off with a 400 naming what to use instead, before the
 * route's permission policy (src/publishing/native-actions.ts). Strapi's documented way to change a
 * plugin's routes and policies: its extension's strapi-server, which gets the plugin before it is
 * registered. Its relation pickers get `relation-field-readable` the same way: a role that may not read
 * the field gets a 403 naming it (src/hardening/relation-fields.ts), where the handler would end in a 500.
 */
interface Route {
  handler: string;
  config?: { policies?: unknown[] };
}

interface ContentManagerPlugin {
  policies: Record<string, unknown>;
  routes: { admin: { routes: Route[] } };
}

const POLICY = 'draft-and-publish-only';
const RELATION_POLICY = 'relation-field-readable';

/** Adds the policy to every route of each handler, right after the admin's sign-in check. */
function addPolicy(routes: Route[], handlers: readonly string[], policy: string, source: string): void {
  for (const handler of handlers) {
    const matching = routes.filter((route) => route.handler === handler);
    // A Strapi upgrade that renames one must not leave it open: the CMS does not start.
    if (!matching.length) throw new Error(`The content manager has no route for ${handler}: ${source} needs updating`);
    for (const route of matching) {
      const policies = [...(route.config?.policies ?? [])];
      // After the sign-in check (401 first), before the permission check (whose 403 names nothing).
      policies.splice(policies.indexOf('admin::isAuthenticatedAdmin') + 1, 0, { name: `plugin::content-manager.${policy}`, config: { handler } });
      route.config = { ...route.config, policies };
    }
  }
}

export default (plugin: ContentManagerPlugin): ContentManagerPlugin => {
  plugin.policies[POLICY] = draftAndPublishOnly;
  plugin.policies[RELATION_POLICY] = relationFieldReadable;
  addPolicy(plugin.routes.admin.routes, DRAFT_AND_PUBLISH_HANDLERS, POLICY, 'src/publishing/native-actions.ts');
  addPolicy(plugin.routes.admin.routes, RELATION_HANDLERS, RELATION_POLICY, 'src/hardening/relation-fields.ts');
  return plugin;
};
