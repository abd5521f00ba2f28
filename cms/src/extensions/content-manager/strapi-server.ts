import { DRAFT_AND_PUBLISH_HANDLERS, draftAndPublishOnly } from '../../publishing/native-actions';

/**
 * The content manager's draft & publish actions (publish, unpublish, discard and their bulk forms)
 * refuse types whose draft & publish is off with a 400 naming what to use instead, before the
 * route's permission policy (src/publishing/native-actions.ts). Strapi's documented way to change a
 * plugin's routes and policies: its extension's strapi-server, which gets the plugin before it is
 * registered.
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

export default (plugin: ContentManagerPlugin): ContentManagerPlugin => {
  plugin.policies[POLICY] = draftAndPublishOnly;
  const routes = plugin.routes.admin.routes;
  for (const handler of DRAFT_AND_PUBLISH_HANDLERS) {
    const matching = routes.filter((route) => route.handler === handler);
    // A Strapi upgrade that renames one must not leave it open: the CMS does not start.
    if (!matching.length) throw new Error(`The content manager has no route for ${handler}: src/publishing/native-actions.ts needs updating`);
    for (const route of matching) {
      const policies = [...(route.config?.policies ?? [])];
      // After the sign-in check (401 first), before the permission check (whose 403 names nothing).
      policies.splice(policies.indexOf('admin::isAuthenticatedAdmin') + 1, 0, { name: `plugin::content-manager.${POLICY}`, config: { handler } });
      route.config = { ...route.config, policies };
    }
  }
  return plugin;
};
