import type { Core } from '@strapi/strapi';
import { throwBodyParseError } from '../src/hardening/body-errors';
import {
  FORM_LIMIT,
  JSON_LIMIT,
  MULTIPART_FIELDS,
  MULTIPART_FIELDS_LIMIT,
  TEXT_LIMIT,
  UPLOAD_SIZE_DEFAULT,
  UPLOAD_TOTAL_LIMIT,
} from '../src/hardening/body-limits';
import { s3UploadStorage } from 'contract/uploads';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  // The bucket's files are shown (and fetched, by the media library's download) from its origin.
  const bucket = s3UploadStorage((key) => env(key))?.publicOrigin;
  const media = bucket ? [bucket] : [];
  const uploadSizeLimit = env.int('UPLOAD_SIZE_LIMIT', UPLOAD_SIZE_DEFAULT);
  return [
    'strapi::logger',
    'strapi::errors',
    // A value the database refuses as not fitting its column is a 400, not a 500.
    'global::database-errors',
    {
      // helmet (docs/security.md "Security headers"): nothing frames the CMS; HSTS comes from global::security-headers.
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:', ...media],
            'img-src': ["'self'", 'data:', 'blob:', ...media],
            'media-src': ["'self'", 'data:', 'blob:', ...media],
            'frame-ancestors': ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        hsts: false,
      },
    },
    'global::security-headers',
    // How long the balancer's micro-cache may keep a public API answer (contract/http).
    'global::micro-cache-expiry',
    {
      name: 'strapi::cors',
      config: {
        origin: env.array('CORS_ORIGINS', ['http://localhost:3000', 'http://localhost:5173']),
        credentials: true,
      },
    },
    // No strapi::poweredBy: answers do not say which software made them (docs/security.md).
    // Failed admin sign-ins per client address, across accounts (src/rate-limits).
    'global::login-limit',
    'strapi::query',
    // Junk gets a 4xx that names it, never a 5xx (src/hardening): the method, path, query and body
    // headers are checked before the body is read, the parsed body after.
    'global::request-guard',
    // The content API's query checks on the admin's routes too (src/middlewares/admin-query.ts).
    'global::admin-query',
    {
      // Size limits on every route (src/hardening/body-limits.ts); over them, a 413.
      name: 'strapi::body',
      config: {
        jsonLimit: JSON_LIMIT,
        formLimit: FORM_LIMIT,
        textLimit: TEXT_LIMIT,
        formidable: {
          maxFileSize: uploadSizeLimit,
          maxTotalFileSize: Math.max(uploadSizeLimit, UPLOAD_TOTAL_LIMIT),
          maxFieldsSize: MULTIPART_FIELDS_LIMIT,
          maxFields: MULTIPART_FIELDS,
        },
        onError: throwBodyParseError,
      },
    },
    'global::body-guard',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
