import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment, openableUrl, type Environment } from './platform';

const flags = { fakeIOS: false, fakeAndroid: false, fakeMobile: false };
const withAgent = (userAgent: string) => {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints: 0 });
  return detectEnvironment(flags);
};

describe('detectEnvironment: in-app browsers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'Android web view',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
      true,
    ],
    ['"wv" word then Chrome', 'Mozilla/5.0 (Linux; Android 10; K) wv AppleWebKit/537.36 Chrome/120.0 Mobile', true],
    ['Instagram', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Instagram 300.0', true],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', false],
    ['Chrome before "wv"', 'Mozilla/5.0 Chrome/126.0 wv', false],
    ['"wv" inside a word', 'Mozilla/5.0 (Linux; Android 14; wvx) Chrome/126.0', false],
  ])('%s', (_, agent, inApp) => {
    expect(withAgent(agent).inApp).toBe(inApp);
  });
});

describe('openableUrl: Google Calendar links on Android', () => {
  const render = 'https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20300501T180000%2F20300501T200000&ctz=Europe%2FBerlin&text=Launch';
  const env = (platform: Environment['platform'], inApp = false): Environment => ({ platform, inApp, iosNonSafari: false });

  /** Read as Chrome reads an intent: URL (developer.chrome.com/docs/android/intents): the URL it stands for, and its extras. */
  function intent(link: string): { url: string; extras: Record<string, string> } {
    const [, rest, fragment] = /^intent:\/\/([^#]*)#Intent;(.*);end$/.exec(link) ?? [];
    const extras = Object.fromEntries((fragment ?? '').split(';').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
    return { url: `${extras.scheme}://${rest}`, extras };
  }

  it('opens the Google Calendar app, with the https link as the browser fallback', () => {
    const parsed = intent(openableUrl('google', render, env('android')));
    expect(parsed.url).toBe(render);
    expect(parsed.extras).toEqual({ scheme: 'https', package: 'com.google.android.calendar', 'S.browser_fallback_url': encodeURIComponent(render) });
    const subscribe = 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fx.example%2Fteam.ics';
    expect(intent(openableUrl('google', subscribe, env('android'))).url).toBe(subscribe);
  });

  it.each([
    ['in an in-app browser on Android', 'google', render, env('android', true)],
    ['on iOS', 'google', render, env('ios')],
    ['on desktop', 'google', render, env('desktop')],
    ['for other calendars', 'outlookcom', 'https://outlook.live.com/calendar/0/deeplink/compose?rru=addevent', env('android')],
    ['for a plain-http Google feed (the intent is https)', 'google', 'http://calendar.google.com/calendar/ical/x/basic.ics', env('android')],
  ])('keeps the link as it is %s', (_, option, url, environment) => {
    expect(openableUrl(option, url, environment)).toBe(url);
  });
});
