import type { Core } from '@strapi/strapi';
import { throwBodyParseError } from '../src/hardening/body-errors';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  {
    // helmet (README "Security headers"): nothing frames the CMS; HSTS comes from global::security-headers.
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
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

export default config;
