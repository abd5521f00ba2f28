import type { Platform } from '../core/types';

export interface Environment {
  platform: Platform;
  /** In-app browsers (Instagram, Facebook, LinkedIn, WebViews…) cannot save files. */
  inApp: boolean;
  /** Chrome, Firefox, Edge… on iOS cannot open calendar files either. */
  iosNonSafari: boolean;
}

export function detectEnvironment(flags: { fakeIOS: boolean; fakeAndroid: boolean; fakeMobile: boolean }): Environment {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const ios = flags.fakeIOS || /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
  const android = flags.fakeAndroid || /android/i.test(ua);
  const platform: Platform = ios ? 'ios' : android || flags.fakeMobile ? 'android' : 'desktop';
  return {
    platform,
    inApp: /FBAN|FBAV|Instagram|LinkedInApp|Line\/|MicroMessenger|Snapchat|Twitter|; wv\)/i.test(ua) || isWebViewChrome(ua),
    iosNonSafari: ios && /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua),
  };
}

/** An Android web view: "wv" as a word, then "Chrome" (two searches: `\bwv\b.*Chrome` is quadratic). */
function isWebViewChrome(ua: string): boolean {
  const wv = /\bwv\b/i.exec(ua);
  return wv !== null && /Chrome/i.test(ua.slice(wv.index));
}

/**
 * The address a calendar item opens. On Android a Google Calendar link goes through Chrome's intent: syntax: the app opens
 * the link, and without the app the browser opens the link itself (S.browser_fallback_url;
 * developer.chrome.com/docs/android/intents). In-app browsers keep the https link: their web views need not follow intents.
 */
export function openableUrl(option: string, url: string, env: Environment): string {
  return option === 'google' && env.platform === 'android' && !env.inApp && url.startsWith('https://')
    ? `intent://${url.slice(8)}#Intent;scheme=https;package=com.google.android.calendar;S.browser_fallback_url=${encodeURIComponent(url)};end`
    : url;
}
