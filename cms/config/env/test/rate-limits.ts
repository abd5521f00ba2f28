import type { Core } from '@strapi/strapi';
import { rateLimitSettings, type RateLimitSettings } from '../../../src/rate-limits/settings';

// The test files share one CMS per worker and all call it from 127.0.0.1: hundreds of RSVP answers (200 at once in
// tests/rsvp.test.ts), sign-ups and failed sign-ins (the fuzz). Far higher limits here, unless a test sets the
// variables (tests/rate-limits.test.ts).
const TEST_LIMIT = { max: 1_000_000, windowSeconds: 60 };

const config = ({ env }: Core.Config.Shared.ConfigParams): RateLimitSettings =>
  rateLimitSettings((key) => env(key), { login: TEST_LIMIT, newsletter: TEST_LIMIT, rsvp: TEST_LIMIT, live: TEST_LIMIT });

export default config;
