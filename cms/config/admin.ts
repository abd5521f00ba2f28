import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/config/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: requireSecret(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: requireSecret(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: requireSecret(env, 'TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: requireSecret(env, 'ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
