import { randomBytes } from 'node:crypto';
import { weakSecretMessage } from 'contract/security';

type Env = { (key: string, defaultValue?: string): string | undefined };

const madeForThisRun = new Map<string, string>();

/**
 * Secrets come from the environment. `npm start` provides random local ones it keeps between starts
 * (scripts/local-secrets.mjs); production refuses to start without them. A CMS started another way
 * without them (a workspace script, a seed) gets a random value for this run only, never a fixed one,
 * so that no known secret can sign an admin token: sessions and tokens then end with the process.
 * Tests (NODE_ENV=test) get fixed values, the same in every process they start.
 * In production a secret must also be strong (contract/security secretProblem): long and random.
 */
export function requireSecret(env: Env, key: string): string {
  const value = env(key);
  const production = process.env.NODE_ENV === 'production';
  if (value) {
    const weak = production ? weakSecretMessage(key, value) : null;
    if (weak) throw new Error(weak);
    return value;
  }
  if (production) {
    throw new Error(`Missing required secret ${key}: set it in the environment (see .env.example).`);
  }
  if (process.env.NODE_ENV === 'test') return key === 'APP_KEYS' ? 'test-key-1,test-key-2' : `test-${key.toLowerCase()}`;
  let made = madeForThisRun.get(key);
  if (!made) {
    made = key === 'APP_KEYS' ? [0, 1].map(() => randomBytes(24).toString('base64url')).join(',') : randomBytes(32).toString('base64url');
    madeForThisRun.set(key, made);
  }
  return made;
}

/** Secrets the CMS shares with the site and the builder, each optional (its feature is off without it). */
export const SHARED_SECRETS = ['PREVIEW_SECRET', 'REVALIDATE_SECRET', 'NEWSLETTER_INGEST_TOKEN'] as const;

/** In production, refuses a shared secret that is set but weak (config/server.ts runs it at start). */
export function checkSharedSecrets(env: Env): void {
  if (process.env.NODE_ENV !== 'production') return;
  for (const key of SHARED_SECRETS) {
    const value = env(key);
    const weak = value ? weakSecretMessage(key, value) : null;
    if (weak) throw new Error(weak);
  }
}
