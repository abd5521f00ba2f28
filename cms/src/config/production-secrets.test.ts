import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@strapi/utils';
import admin from '../../config/admin';
import plugins from '../../config/plugins';
import server from '../../config/server';

/** The CMS's configuration files, read as Strapi reads them at start, in production. */
const strong = () => randomBytes(24).toString('base64url');
const SECRETS = {
  APP_KEYS: `${strong()},${strong()}`,
  API_TOKEN_SALT: strong(),
  ADMIN_JWT_SECRET: strong(),
  TRANSFER_TOKEN_SALT: strong(),
  JWT_SECRET: strong(),
  ENCRYPTION_KEY: strong(),
};

function loadConfig(overrides: Record<string, string>) {
  vi.stubEnv('NODE_ENV', 'production');
  for (const [key, value] of Object.entries({ ...SECRETS, ...overrides })) vi.stubEnv(key, value);
  const params = { env } as never;
  return { server: server(params), admin: admin(params), plugins: plugins(params) };
}

describe('in production the CMS does not start with a weak secret', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts with strong ones', () => {
    expect(loadConfig({}).server.app.keys).toEqual(SECRETS.APP_KEYS.split(','));
  });

  it.each([
    ['APP_KEYS', 'a,b', 'APP_KEYS (key 1 of 2) is too weak for production'],
    ['JWT_SECRET', 'j', 'JWT_SECRET is too weak for production'],
    ['ADMIN_JWT_SECRET', 'toBeModified', 'ADMIN_JWT_SECRET is too weak for production'],
    ['API_TOKEN_SALT', 'salt', 'API_TOKEN_SALT is too weak for production'],
    ['TRANSFER_TOKEN_SALT', 'salt', 'TRANSFER_TOKEN_SALT is too weak for production'],
    ['ENCRYPTION_KEY', 'key', 'ENCRYPTION_KEY is too weak for production'],
    ['PREVIEW_SECRET', 'preview', 'PREVIEW_SECRET is too weak for production'],
    ['NEWSLETTER_INGEST_TOKEN', 'token', 'NEWSLETTER_INGEST_TOKEN is too weak for production'],
  ])('%s=%s is refused with a message naming it', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });
});
