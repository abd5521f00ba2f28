import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { setPublicationRoute, statesRoute } from './publication-routes';
import { restoreRoute, versionRoute, versionsRoute } from './history-routes';
import { cancelRoute, scheduleRoute, schedulesRoute } from './schedule-routes';
import { liveStreamRoute, liveUpdateRoute } from './live-routes';
import { liveChangesRoute, liveSyncRoute } from './live-change-routes';

/** The publishing plugin's handlers (routes in strapi-server.ts): publishing, the version history, schedules, live editing. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  publish: (ctx: Context) => setPublicationRoute(strapi, ctx, 'publish'),
  unpublish: (ctx: Context) => setPublicationRoute(strapi, ctx, 'unpublish'),
  states: (ctx: Context) => statesRoute(strapi, ctx),
  versions: (ctx: Context) => versionsRoute(strapi, ctx),
  version: (ctx: Context) => versionRoute(strapi, ctx),
  restore: (ctx: Context) => restoreRoute(strapi, ctx),
  schedule: (ctx: Context) => scheduleRoute(strapi, ctx),
  schedules: (ctx: Context) => schedulesRoute(strapi, ctx),
  cancel: (ctx: Context) => cancelRoute(strapi, ctx),
  live: (ctx: Context) => liveStreamRoute(strapi, ctx),
  liveUpdate: (ctx: Context) => liveUpdateRoute(strapi, ctx),
  liveChanges: (ctx: Context) => liveChangesRoute(strapi, ctx),
  liveSync: (ctx: Context) => liveSyncRoute(strapi, ctx),
});
