import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretProblem, weakSecretMessage } from './secret-strength.js';

describe('secretProblem', () => {
  it.each([
    ['j', 'is 1 character long, fewer than 32'],
    ['a'.repeat(40), 'has only 1 different character, so it is not random'],
    ['abababababababababababababababababab', 'has only 2 different characters, so it is not random'],
    ['toBeModified1toBeModified2toBeModified3', 'contains "tobemodified", so it looks copied from an example, not generated'],
    ['change-me-please-to-something-longer', 'contains "change-me", so it looks copied from an example, not generated'],
    ['my-super-secret-value-for-the-jwt-token', 'contains "secret", so it looks copied from an example, not generated'],
    [`${'x'.repeat(12)}abcdefghijklmnopqrst`, 'repeats one character 12 times in 32, so it is not random'],
    ['abcdefg'.repeat(5), 'has only 7 different characters, so it is not random'],
    [`${'x'.repeat(24)}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcd`, 'repeats one character 24 times in 64, so it is not random'],
  ])('%s %s', (value, problem) => {
    expect(secretProblem(value)).toBe(problem);
  });

  it('passes random values in the usual encodings (base64, base64url, hex), 1,000 of each', () => {
    for (let i = 0; i < 1000; i += 1) {
      expect(secretProblem(randomBytes(24).toString('base64url'))).toBeNull();
      expect(secretProblem(randomBytes(32).toString('base64'))).toBeNull();
      expect(secretProblem(randomBytes(16).toString('hex'))).toBeNull();
    }
  });
});

describe('weakSecretMessage', () => {
  it('names the variable and says how to make a good one', () => {
    expect(weakSecretMessage('JWT_SECRET', 'j')).toBe(
      'JWT_SECRET is too weak for production: it is 1 character long, fewer than 32; generate one with `openssl rand -base64 32`.',
    );
  });

  it('checks each of the APP_KEYS', () => {
    const good = randomBytes(24).toString('base64url');
    expect(weakSecretMessage('APP_KEYS', `${good},${randomBytes(24).toString('base64url')}`)).toBeNull();
    expect(weakSecretMessage('APP_KEYS', `${good},b`)).toMatch(
      /^APP_KEYS \(key 2 of 2\) is too weak for production: it is 1 character long.* for each key, separated by commas\.$/,
    );
    expect(weakSecretMessage('APP_KEYS', 'a,b')).toMatch(/^APP_KEYS \(key 1 of 2\)/);
  });
});
