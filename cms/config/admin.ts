import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/config/secrets';
import { adminPreviewUrl, siteUrlOf } from '../src/preview/admin-preview';

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
  // Strapi's Preview button opens the site's draft preview of the entry (src/preview/admin-preview.ts);
  // allowedOrigins also lets the admin frame the site (Strapi adds it to the CSP's frame-src).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [siteUrlOf().origin],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string }) => adminPreviewUrl(strapi, uid, params),
    },
  },
});

export default config;
