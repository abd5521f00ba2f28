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
 *   GET  /publishing/pages/:type/:documentId/versions?locale=      (the version history, newest first)
 *   GET  /publishing/pages/:type/:documentId/versions/:id?locale=  (one version with its snapshot)
 *   POST /publishing/pages/:type/:documentId/versions/:id/restore?locale=  (the version becomes the draft)
 *   POST /publishing/pages/:type/:documentId/schedule?locale=      { action: publish|unpublish, at }
 *   GET  /publishing/schedules?type=&documentId=&locale=           (pending schedules, recent failures)
 *   DELETE /publishing/schedules/:id                               (cancel a pending schedule)
 *   GET  /publishing/pages/:type/:documentId/live?locale=          (live editing: who has the page open, as Server-Sent Events)
 *   POST /publishing/pages/:type/:documentId/live?locale=          { session, selection } (this tab is there; contract/wire live.ts)
 *   POST /publishing/pages/:type/:documentId/live/changes?locale=  { session, seq, ops } (this tab's edits, to every tab; live-changes.ts)
 *   POST /publishing/pages/:type/:documentId/live/sync?locale=     { session, to, page } (the page, for the tab that joined)
 *
 * :type is "article" or "landing-page". 200 with the document's new published state; 401 without
 * a valid admin JWT; 403 naming the permission for a role without `api::pages.publish`; 404 for an
 * unknown document or locale; 400 for a bad type or locale. Versions and live editing need read access to the type
 * (restore, live changes and syncs: update access, and for changes and syncs the update permission on every field
 * they write), schedules the publish permission as well: 403 naming what is missing.
 * The role's conditions apply as in the content manager (its permission checker): a route about one
 * page answers 403 for a page they exclude (an Author's: pages they did not create); the states and
 * the schedules list only the pages the role may read, the conditions in their query.
 */
const policies = ['admin::isAuthenticatedAdmin', 'plugin::publishing.may-publish'];
/** The admin's JWT; the controller checks the type's permission (403 naming it), then the role's conditions on the entries. */
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
        { method: 'GET', path: '/pages/:type/:documentId/versions', handler: 'pages.versions', config: { policies: readPolicies } },
        { method: 'GET', path: '/pages/:type/:documentId/versions/:id', handler: 'pages.version', config: { policies: readPolicies } },
        { method: 'POST', path: '/pages/:type/:documentId/versions/:id/restore', handler: 'pages.restore', config: { policies: readPolicies } },
        { method: 'POST', path: '/pages/:type/:documentId/schedule', handler: 'pages.schedule', config: { policies } },
        { method: 'GET', path: '/schedules', handler: 'pages.schedules', config: { policies: readPolicies } },
        { method: 'DELETE', path: '/schedules/:id', handler: 'pages.cancel', config: { policies } },
        { method: 'GET', path: '/pages/:type/:documentId/live', handler: 'pages.live', config: { policies: readPolicies } },
        { method: 'POST', path: '/pages/:type/:documentId/live', handler: 'pages.liveUpdate', config: { policies: readPolicies } },
        { method: 'POST', path: '/pages/:type/:documentId/live/changes', handler: 'pages.liveChanges', config: { policies: readPolicies } },
        { method: 'POST', path: '/pages/:type/:documentId/live/sync', handler: 'pages.liveSync', config: { policies: readPolicies } },
      ],
    },
  },
});
