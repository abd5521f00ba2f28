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
