import type { Core } from '@strapi/strapi';
import baseConfig from '../../admin';

// Tests sign in many times a minute: the login rate limit is relaxed here only.
const config = (params: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  ...baseConfig(params),
  rateLimit: { enabled: false },
});

export default config;
