import { sharedCms, type RequestEnv } from 'testing/shared-cms';
import type { TestCms } from 'testing/cms';
import { ADMIN } from './admin';

/** This worker's shared CMS (testing/shared-cms), booted with the test administrator, reset for this file. */
export function startSharedCms(env: RequestEnv = {}): Promise<TestCms> {
  return sharedCms({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, env);
}
