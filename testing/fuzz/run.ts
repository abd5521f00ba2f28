import { describeRequest, type FuzzRequest } from './request';
import { send, type Outcome } from './send';

export interface FuzzOptions {
  host: string;
  port: number;
  seed: number;
  count: number;
  /** The request `index` of the run with this seed, the same every time. */
  generate: (seed: number, index: number) => FuzzRequest;
  /** Run only these request indexes (to replay failures). */
  only?: number[];
  concurrency?: number;
  timeoutMs?: number;
}

export interface Failure {
  request: FuzzRequest;
  outcome: Outcome;
}

export interface FuzzResult {
  requests: number;
  serverErrors: number;
  resets: number;
  /** Every 5xx, reset, timeout or client-side error, in request order. */
  failures: Failure[];
  statuses: Map<number, number>;
}

/** Sends `count` seeded requests (a few at a time) and counts what went wrong. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const indexes = options.only ?? Array.from({ length: options.count }, (_, i) => i);
  const result: FuzzResult = { requests: 0, serverErrors: 0, resets: 0, failures: [], statuses: new Map() };
  let cursor = 0;
  const worker = async () => {
    while (cursor < indexes.length) {
      const request = options.generate(options.seed, indexes[cursor]);
      cursor += 1;
      const outcome = await send(options, request, options.timeoutMs ?? 30_000);
      result.requests += 1;
      if (outcome.kind === 'response') {
        result.statuses.set(outcome.status, (result.statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.status >= 500) result.serverErrors += 1;
        else continue;
      } else if (outcome.kind === 'reset') {
        result.resets += 1;
      }
      result.failures.push({ request, outcome });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  result.failures.sort((a, b) => a.request.index - b.request.index);
  return result;
}

export function summary(result: FuzzResult): string {
  return `${result.requests} requests, ${result.serverErrors} 5xx, ${result.resets} resets`;
}

export function describeFailure({ request, outcome }: Failure): string {
  const what =
    outcome.kind === 'response'
      ? `${outcome.status} ${outcome.body.slice(0, 200)}`
      : outcome.kind === 'timeout'
        ? 'no answer (timeout)'
        : `${outcome.kind}: ${outcome.detail}`;
  return `${describeRequest(request)}\n    → ${what}`;
}
