import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSecret } from './secrets';

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
