import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, emailMessage, emailState } from './email';
import { providerPayload } from './provider';

describe('newsletter email rule', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ana@example.com', 'valid'],
    ['ana.lopez@studio.co.uk', 'valid'],
    ['a-b_c@mail-server.org', 'valid'],
    ['ana@example.de', 'valid'],
    ['ana@example.info', 'invalid'], // top-level domain of 2–3 characters
    ['ana@example', 'invalid'],
    ['ana@.com', 'invalid'],
    ['ana example@x.com', 'invalid'],
    ['@example.com', 'invalid'],
    ['ana@@example.com', 'invalid'],
  ])('"%s" is %s', (value, expected) => {
    expect(emailState(value)).toBe(expected);
  });

  it('shows the spec message only for an invalid, non-empty value', () => {
    expect(emailMessage('')).toBeNull();
    expect(emailMessage('ana@')).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe('Please provide a valid email address.');
  });

  it('builds the marketing provider payload with context and optional hutk', () => {
    expect(providerPayload('a@b.com', 'https://site/x', 'X')).toEqual({ fields: [{ objectId: 'email', name: 'email', value: 'a@b.com' }], context: { pageUri: 'https://site/x', pageName: 'X' } });
    expect(providerPayload('a@b.com', 'u', 'n', 'abc').context.hutk).toBe('abc');
  });
});
