import { readFileSync } from 'node:fs';
import path from 'node:path';

export const dynamic = 'force-dynamic';

let buildId: string | undefined;

/** The running deployment's build id (`.next/BUILD_ID`), polled by the browser to detect a new deployment. */
function currentBuildId(): string {
  try {
    buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch (error) {
    console.error('[api/build] .next/BUILD_ID is not readable', error);
    buildId = 'development';
  }
  return buildId;
}

export function GET(): Response {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'cache-control': 'no-store' } });
}
