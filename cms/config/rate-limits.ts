import type { Core } from '@strapi/strapi';
import { rateLimitSettings, type RateLimitSettings } from '../src/rate-limits/settings';

// Requests per client address and window (src/rate-limits): RATE_LIMIT_{LOGIN,NEWSLETTER,RSVP}_{MAX,WINDOW}, shared
// by the instances through REDIS_URL.
const config = ({ env }: Core.Config.Shared.ConfigParams): RateLimitSettings => rateLimitSettings((key) => env(key));

export default config;
