import http from 'node:http';
import type { FuzzRequest } from './requests';

export type Outcome =
  | { kind: 'response'; status: number; body: string }
  /** The connection was reset or closed before a whole answer arrived (ECONNRESET, socket hang up, EPIPE). */
  | { kind: 'reset'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'error'; detail: string };

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Characters a request target may carry as they are; anything else is percent-encoded as UTF-8. */
function safeTarget(target: string): string {
  let out = '';
  for (const char of target) out += char >= '!' && char <= '~' ? char : encodeURIComponent(char);
  return out;
}

/** Sends one request on its own connection and reports how it ended. */
export function send(base: { host: string; port: number }, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers: Record<string, string> = { ...request.headers, connection: 'close' };
    // Said explicitly: Node's client frames a GET or DELETE body only when told to.
    if (request.body) headers[request.chunked ? 'transfer-encoding' : 'content-length'] = request.chunked ? 'chunked' : String(request.body.length);
    const req = http.request({ host: base.host, port: base.port, method: request.method, path: safeTarget(request.target), headers, agent: false });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' });
      req.destroy();
    }, timeoutMs);

    const onResponse = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < 4096) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => finish({ kind: 'response', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) }));
      res.on('aborted', () => finish({ kind: 'reset', detail: `answer ${res.statusCode} cut off` }));
      res.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'reset', detail: `answer ${res.statusCode} cut off: ${error.code ?? error.message}` }));
    };
    req.on('response', onResponse);
    // A CONNECT answer arrives as 'connect' rather than 'response'.
    req.on('connect', (res: http.IncomingMessage, socket) => {
      socket.destroy();
      finish({ kind: 'response', status: res.statusCode ?? 0, body: '' });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (RESET_CODES.has(error.code ?? '') || /socket hang up/i.test(error.message)) finish({ kind: 'reset', detail: error.code ?? error.message });
      else finish({ kind: 'error', detail: `${error.code ?? ''} ${error.message}` });
    });

    if (request.body && request.chunked) {
      const half = Math.floor(request.body.length / 2);
      req.write(request.body.subarray(0, half));
      req.end(request.body.subarray(half));
    } else {
      req.end(request.body);
    }
  });
}
