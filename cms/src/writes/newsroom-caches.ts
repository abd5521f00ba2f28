import type { Core } from '@strapi/strapi';
import type { createNewsroomQueries } from '../newsroom/query';

/** Drops this instance's cached newsroom results (others see the read model's new version). */
export function dropNewsroomCaches(strapi: Core.Strapi): void {
  (strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries>).invalidate();
}
