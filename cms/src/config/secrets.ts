import { randomBytes } from 'node:crypto';

type Env = { (key: string, defaultValue?: string): string | undefined };

const madeForThisRun = new Map<string, string>();

/**
 * Secrets come from the environment. `npm start` provides random local ones it keeps between starts
 * (scripts/local-secrets.mjs); production refuses to start without them. A CMS started another way
 * without them (a workspace script, a seed) gets a random value for this run only, never a fixed one,
 * so that no known secret can sign an admin token: sessions and tokens then end with the process.
 * Tests (NODE_ENV=test) get fixed values, the same in every process they start.
 */
export function requireSecret(env: Env, key: string): string {
  const value = env(key);
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
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
