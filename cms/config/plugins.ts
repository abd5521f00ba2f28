import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/config/secrets';
import { s3UploadStorage } from 'contract/uploads';
import { UPLOAD_SIZE_DEFAULT } from '../src/hardening/body-limits';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requireSecret(env, 'JWT_SECRET'),
    },
  },
  // Publish and unpublish (src/publishing/plugin). Resolved next to this file: from dist/config the
  // server loads the compiled plugin (dist/src/…/strapi-server.js), the admin build the sources.
  publishing: {
    enabled: true,
    resolve: path.join(__dirname, '..', 'src', 'publishing', 'plugin'),
  },
  upload: {
    config: {
      // Uploads go to the S3-compatible bucket when S3_BUCKET is set (src/config/upload-storage.ts),
      // else to the CMS's disk (public/uploads), Strapi's default.
      ...s3UploadStorage((key) => env(key))?.uploadConfig,
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', UPLOAD_SIZE_DEFAULT),
      security: {
        allowedTypes: ['image/*', 'video/*', 'application/pdf'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh'],
      },
    },
  },
});

export default config;
