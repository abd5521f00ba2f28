import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

// The rule itself is tested once, in cms/src/sanitising/url.test.ts; this is the site's use of it.
describe('safeHref', () => {
  it('renders an accepted URL trimmed', () => {
    expect(safeHref('  /en-US/newsroom ')).toBe('/en-US/newsroom');
    expect(safeHref('mailto:a@b.com')).toBe('mailto:a@b.com');
  });

  it.each(['javascript&colon;alert(1)', 'java&#x09;script:alert(1)', '', '   ', null, undefined])('renders no link for %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });
});
