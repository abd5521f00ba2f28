import type { Core } from '@strapi/strapi';
import { createNewsroomQueries } from '../../../newsroom/query';

export default ({ strapi }: { strapi: Core.Strapi }) => createNewsroomQueries(strapi, { cacheTtlMs: () => Number(process.env.NEWSROOM_CACHE_TTL_MS ?? 5000) });
