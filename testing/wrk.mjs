// @ts-check
/** wrk's report (`wrk --latency`), read into the figures the balancer's throughput runs print (balancer.mjs). */

/** @type {Record<string, number>} */
const MILLISECONDS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
/** @type {Record<string, number>} */
const BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/**
 * wrk's duration ("750.00us", "4.23ms", "1.02s", "2.00m") in milliseconds.
 * @param {string} text
 */
export function wrkMilliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency of "${text}"`);
  return Number(match[1]) * (MILLISECONDS[match[2] ?? ''] ?? NaN);
}

/**
 * The figures of wrk's report (run with --latency).
 * @param {string} output
 * @returns {import('./balancer.mjs').LoadFigures}
 */
export function parseWrk(output) {
  const number = (/** @type {RegExp} */ pattern) => Number(pattern.exec(output)?.[1] ?? NaN);
  const latency = (/** @type {number} */ percent) => wrkMilliseconds(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const requests = number(/^\s+(\d+) requests in /m);
  const bytes = /^\s+\d+ requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/m.exec(output);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const rps = number(/^Requests\/sec:\s+([\d.]+)/m);
  if (!Number.isFinite(requests) || !Number.isFinite(rps) || !bytes) throw new Error(`wrk's report was not understood:\n${output}`);
  const read = Number(bytes[1]) * (BYTES[bytes[2] ?? ''] ?? NaN);
  return {
    rps: Math.round(rps),
    p50: Math.round(latency(50) * 10) / 10,
    p99: Math.round(latency(99) * 10) / 10,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    bytes: Math.round(read / Math.max(1, requests)),
  };
}
