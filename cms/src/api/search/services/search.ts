import type { Core } from '@strapi/strapi';
import { createCachedSearch } from '../../../search/cached';

/** Cached as the newsroom is, for as long (NEWSROOM_CACHE_TTL_MS, 5 s by default; 0 turns both caches off). */
export default ({ strapi }: { strapi: Core.Strapi }) => createCachedSearch(strapi, { cacheTtlMs: () => Number(process.env.NEWSROOM_CACHE_TTL_MS ?? 5000) });
