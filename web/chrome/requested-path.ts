import { headers } from 'next/headers';
import { REQUESTED_PATH_HEADER } from '../links/requested-path';

/** The path of the request, as proxy.ts passed it on (app/global-not-found.tsx, which has no params to name it with). */
export async function requestedPath(): Promise<string | undefined> {
  return (await headers()).get(REQUESTED_PATH_HEADER) ?? undefined;
}
