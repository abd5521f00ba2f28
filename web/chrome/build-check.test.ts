import { describe, expect, it } from 'vitest';
import { BUILD_POLL_MS, isCheckDue, isNewBuild, sameSiteNavigation } from './build-check';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = '', attributes: string[] = []) => ({ href, target, hasAttribute: (name: string) => attributes.includes(name) });
const origin = 'https://www.example.com';

describe('new build detection', () => {
  it.each([
    [null, 'b1', false],
    ['b1', null, false],
    ['b1', 'b1', false],
    ['b1', 'b2', true],
  ])('loaded %s, server %s: new build %s', (loaded, current, expected) => {
    expect(isNewBuild(loaded, current)).toBe(expected);
  });

  it('checks again once the polling interval has passed', () => {
    expect(isCheckDue(0, BUILD_POLL_MS - 1)).toBe(false);
    expect(isCheckDue(0, BUILD_POLL_MS)).toBe(true);
  });
});

describe('navigations that become full page loads after a new build', () => {
  it('a plain click on a same-site link', () => {
    expect(sameSiteNavigation(click, anchor(`${origin}/en-US/newsroom?page=2`), origin)).toBe(`${origin}/en-US/newsroom?page=2`);
  });
  it.each([
    ['another site', sameSiteNavigation(click, anchor('https://other.example.org/'), origin)],
    ['a new tab', sameSiteNavigation(click, anchor(`${origin}/en-US/newsroom/a`, '_blank'), origin)],
    ['a download', sameSiteNavigation(click, anchor(`${origin}/api/calendar`, '', ['download']), origin)],
    ['a modified click', sameSiteNavigation({ ...click, metaKey: true }, anchor(`${origin}/x`), origin)],
    ['a middle click', sameSiteNavigation({ ...click, button: 1 }, anchor(`${origin}/x`), origin)],
    ['no link', sameSiteNavigation(click, null, origin)],
  ])('not %s', (_, result) => expect(result).toBeNull());
});
