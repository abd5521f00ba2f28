import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSharedSecrets, requireSecret } from './secrets';

const unset = (() => undefined) as (key: string) => string | undefined;

describe('requireSecret', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('takes the environment first', () => {
    expect(requireSecret((key) => (key === 'JWT_SECRET' ? 'from-env' : undefined), 'JWT_SECRET')).toBe('from-env');
  });

  it('refuses to run without a secret in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => requireSecret(unset, 'ADMIN_JWT_SECRET')).toThrow('Missing required secret ADMIN_JWT_SECRET');
  });

  it('outside production and tests: a random secret for this run, never a known one', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const secret = requireSecret(unset, 'ADMIN_JWT_SECRET');
    expect(secret).not.toMatch(/local|dev|test|change-me/);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(requireSecret(unset, 'ADMIN_JWT_SECRET')).toBe(secret); // the same all through the run
    expect(requireSecret(unset, 'JWT_SECRET')).not.toBe(secret);
    expect(requireSecret(unset, 'APP_KEYS').split(',')).toHaveLength(2);
  });

  it('in tests: fixed values, so that every process a test starts agrees', () => {
    vi.stubEnv('NODE_ENV', 'test');
    expect(requireSecret(unset, 'ADMIN_JWT_SECRET')).toBe('test-admin_jwt_secret');
  });
});

describe('production refuses weak secrets, naming the variable', () => {
  afterEach(() => vi.unstubAllEnvs());
  const given = (value: string) => () => value;

  it.each([
    ['JWT_SECRET', 'j', /^JWT_SECRET is too weak for production: it is 1 character long, fewer than 32; generate one with `openssl rand -base64 32`\.$/],
    ['APP_KEYS', 'a,b', /^APP_KEYS \(key 1 of 2\) is too weak for production: it is 1 character long/],
    ['ADMIN_JWT_SECRET', 'change-me-to-a-long-value-of-random-characters', /^ADMIN_JWT_SECRET is too weak for production: it contains "change-me"/],
    ['API_TOKEN_SALT', 'x'.repeat(64), /^API_TOKEN_SALT is too weak for production: it has only 1 different character/],
  ])('%s=%s', (key, value, message) => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => requireSecret(given(value), key)).toThrow(message);
  });

  it('takes strong ones in production, and any value outside it', () => {
    const strong = 'q3Vb8xK2mN7pR4tW9yZ1aC6dF0gH5jL8';
    vi.stubEnv('NODE_ENV', 'production');
    expect(requireSecret(given(strong), 'JWT_SECRET')).toBe(strong);
    expect(requireSecret(given(`${strong},${strong.split('').reverse().join('')}`), 'APP_KEYS')).toContain(',');
    vi.stubEnv('NODE_ENV', 'development');
    expect(requireSecret(given('j'), 'JWT_SECRET')).toBe('j');
  });

  it('the shared secrets (preview, revalidation, newsletter ingest): refused when set and weak, in production only', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => checkSharedSecrets((key) => (key === 'REVALIDATE_SECRET' ? 'short' : undefined))).toThrow(
      /^REVALIDATE_SECRET is too weak for production: it is 5 characters long/,
    );
    expect(() => checkSharedSecrets(() => undefined)).not.toThrow();
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => checkSharedSecrets(() => 'short')).not.toThrow();
  });
});
