import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/config/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requireSecret(env, 'JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      security: {
        allowedTypes: ['image/*', 'video/*', 'application/pdf'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh'],
      },
    },
  },
});

export default config;
