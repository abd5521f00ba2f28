import type { Core } from '@strapi/strapi';
import { throwBodyParseError } from '../src/hardening/body-errors';
import { s3UploadStorage } from 'contract/uploads';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  // The bucket's files are shown (and fetched, by the media library's download) from its origin.
  const bucket = s3UploadStorage((key) => env(key))?.publicOrigin;
  const media = bucket ? [bucket] : [];
  return [
    'strapi::logger',
    'strapi::errors',
    {
      // helmet (README "Security headers"): nothing frames the CMS; HSTS comes from global::security-headers.
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
    {
      name: 'strapi::cors',
      config: {
        origin: env.array('CORS_ORIGINS', ['http://localhost:3000', 'http://localhost:5173']),
        credentials: true,
      },
    },
    'strapi::poweredBy',
    // Failed admin sign-ins per client address, across accounts (src/rate-limits).
    'global::login-limit',
    'strapi::query',
    // Junk gets a 4xx that names it, never a 5xx (src/hardening): the method, path, query and body
    // headers are checked before the body is read, the parsed body after.
    'global::request-guard',
    { name: 'strapi::body', config: { onError: throwBodyParseError } },
    'global::body-guard',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
