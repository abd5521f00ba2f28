/**
 * The product has no end-user accounts (editors sign in to the admin), so the users-permissions
 * routes that register, sign in, send mail or mint tokens (every `auth.*` handler: /api/auth/*,
 * /api/connect/*) are not mounted at all: no permission granted in the admin can open them again.
 * Their permissions are also taken from the roles at start (src/bootstrap/permissions.ts), so the
 * admin's Roles page shows them closed.
 */
interface Route {
  handler: string;
}

interface UsersPermissionsPlugin {
  routes: { 'content-api': { routes: Route[] } };
}

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !route.handler.startsWith('auth.'));
  return plugin;
};
