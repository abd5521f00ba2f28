import controller from './controller';
import mayPublish from './may-publish-policy';

/**
 * The publishing plugin's server side (a local plugin: Strapi's documented way to declare admin
 * routes, which APIs cannot). Its routes take the admin's JWT, as Strapi's own admin routes do, so
 * the builder and a button in Strapi's edit view call the same actions:
 *
 *   POST /publishing/pages/:type/:documentId/publish?locale=
 *   POST /publishing/pages/:type/:documentId/unpublish?locale=
 *   GET  /publishing/pages/:type/states?locale=&documentIds=a,b   (the computed state, for the admin)
 *
 * :type is "article" or "landing-page". 200 with the document's new published state; 401 without
 * a valid admin JWT; 403 naming the permission for a role without `api::pages.publish`; 404 for an
 * unknown document or locale; 400 for a bad type or locale.
 */
const policies = ['admin::isAuthenticatedAdmin', 'plugin::publishing.may-publish'];
/** Reading states needs the admin's JWT; the controller checks read access to the type (403 naming it). */
const readPolicies = ['admin::isAuthenticatedAdmin'];

export default () => ({
  controllers: { pages: controller },
  policies: { 'may-publish': mayPublish },
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'POST', path: '/pages/:type/:documentId/publish', handler: 'pages.publish', config: { policies } },
        { method: 'POST', path: '/pages/:type/:documentId/unpublish', handler: 'pages.unpublish', config: { policies } },
        { method: 'GET', path: '/pages/:type/states', handler: 'pages.states', config: { policies: readPolicies } },
      ],
    },
  },
});
