import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** next.config.ts turns the shared cache on with REDIS_URL only; without it Next's own cache is kept. */
async function loadConfig() {
  vi.resetModules();
  return (await import('../next.config')).default;
}

describe('the shared cache in next.config.ts', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is off without REDIS_URL: Next's own cache, as on one machine", async () => {
    vi.stubEnv('REDIS_URL', '');
    const config = await loadConfig();
    expect(config.cacheHandler).toBeUndefined();
    expect(config.cacheMaxMemorySize).toBeUndefined();
  });

  it('is the Redis handler with REDIS_URL, with no per-process copy', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379/3');
    const config = await loadConfig();
    expect(config.cacheHandler).toMatch(/[/\\]cache[/\\]redis-cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
    expect(config.cacheMaxMemorySize).toBe(0);
  });
});
