/**
 * The marketing provider's submission (spec section 7, "Newsletter"): one email field, the page's
 * context and, when the visitor has one, the provider's tracking cookie (hutk). POST: never retried.
 */
import { request } from '../cms-client/http';

export interface ProviderPayload {
  fields: { objectId: 'email'; name: 'email'; value: string }[];
  context: { pageUri: string; pageName: string; hutk?: string };
}

export function providerPayload(email: string, pageUri: string, pageName: string, hutk?: string): ProviderPayload {
  return {
    fields: [{ objectId: 'email', name: 'email', value: email }],
    context: { pageUri, pageName, ...(hutk ? { hutk } : {}) },
  };
}

export async function forwardToProvider(url: string, payload: ProviderPayload, fetchImpl?: typeof fetch): Promise<void> {
  // The body is not read: a 2xx answer is success, anything else throws HttpError.
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    cache: 'no-store',
    timeoutMs: 10000,
    fetchImpl,
  });
  await response.body?.cancel().catch(() => undefined);
}
