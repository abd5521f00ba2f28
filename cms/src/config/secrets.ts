type Env = { (key: string, defaultValue?: string): string | undefined };

/**
 * Secrets come from the environment. Outside production a missing secret falls back to a fixed,
 * clearly-local value so that tests and `npm start` work on a fresh clone; a production start
 * refuses to run with a missing secret instead of silently using a guessable one.
 */
export function requireSecret(env: Env, key: string): string {
  const value = env(key);
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`Missing required secret ${key}: set it in the environment (see .env.example).`);
  }
  return key === 'APP_KEYS' ? 'local-dev-key-1,local-dev-key-2' : `local-dev-${key.toLowerCase()}`;
}
