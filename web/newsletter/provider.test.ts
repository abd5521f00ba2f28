import { describe, expect, it } from 'vitest';
import { providerPayload } from './provider';

describe('newsletter provider payload', () => {
  it('builds the marketing provider payload with context and optional hutk', () => {
    expect(providerPayload('a@b.com', 'https://site/x', 'X')).toEqual({
      fields: [{ objectId: 'email', name: 'email', value: 'a@b.com' }],
      context: { pageUri: 'https://site/x', pageName: 'X' },
    });
    expect(providerPayload('a@b.com', 'u', 'n', 'abc').context.hutk).toBe('abc');
  });
});
