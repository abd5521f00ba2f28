import type {
  BrowserContext,
  PlaywrightTestArgs,
  PlaywrightTestConfig,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
} from '@playwright/test';
export { expect } from '@playwright/test';

/** Chromium as every suite launches it: the system browser (CHROMIUM_PATH), sandbox and GPU off. */
export declare const chromium: { executablePath: string; args: string[] };

/** A suite's configuration on the shared base (one worker, no retries, `.only` refused, list reporter, Chromium). */
export declare function suiteConfig(config: PlaywrightTestConfig): PlaywrightTestConfig;

/** A Content-Security-Policy violation seen in any frame of a test's browser contexts. */
export interface CspViolation {
  /** 'event': a securitypolicyviolation event; 'console': what Chromium printed about it. */
  via: 'event' | 'console';
  text: string;
  url: string;
}

/** Records every CSP violation in a browser context; the test fails after it when any was recorded. */
export declare class CspWatcher {
  readonly violations: CspViolation[];
  watch(context: BrowserContext): Promise<void>;
  /** Takes the violations that match out of the list (a test expects them) and returns them. */
  take(match: (violation: CspViolation) => boolean): CspViolation[];
}

/** Playwright's `test` whose browser context is watched for CSP violations: any fails the test. */
export declare const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & { csp: CspWatcher }, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;
