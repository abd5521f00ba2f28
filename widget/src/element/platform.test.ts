import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from './platform';

const flags = { fakeIOS: false, fakeAndroid: false, fakeMobile: false };
const withAgent = (userAgent: string) => {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints: 0 });
  return detectEnvironment(flags);
};

describe('detectEnvironment: in-app browsers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Android web view', 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36', true],
    ['"wv" word then Chrome', 'Mozilla/5.0 (Linux; Android 10; K) wv AppleWebKit/537.36 Chrome/120.0 Mobile', true],
    ['Instagram', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Instagram 300.0', true],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', false],
    ['Chrome before "wv"', 'Mozilla/5.0 Chrome/126.0 wv', false],
    ['"wv" inside a word', 'Mozilla/5.0 (Linux; Android 14; wvx) Chrome/126.0', false],
  ])('%s', (_, agent, inApp) => {
    expect(withAgent(agent).inApp).toBe(inApp);
  });
});
