import { describe, expect, it } from 'vitest';
import { can, CM, PUBLISH_PAGES, type Permission } from './permissions';

const permissions: Permission[] = [
  { action: CM.update, subject: 'api::article.article', properties: { locales: ['en-US'] } },
  { action: CM.read, subject: 'api::article.article' },
];

describe('can', () => {
  it('checks action, subject and locale', () => {
    expect(can(permissions, CM.update, 'api::article.article', 'en-US')).toBe(true);
    expect(can(permissions, CM.update, 'api::article.article', 'es-US')).toBe(false);
    expect(can(permissions, CM.read, 'api::article.article', 'es-US')).toBe(true);
    expect(can(permissions, PUBLISH_PAGES, null)).toBe(false);
    expect(can([...permissions, { action: PUBLISH_PAGES, subject: null }], PUBLISH_PAGES, null)).toBe(true);
  });
});
