import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './request';

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

/**
 * Writes raw bytes and reads the answer: the first line gives the status. The socket is not half-closed
 * (Node's server drops a request whose client ends its side first), so an answer counts as complete
 * once the server closes or goes quiet.
 */
function sendRaw(base: { host: string; port: number }, raw: Buffer, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    let quiet: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(quiet);
      socket.destroy();
      resolve(outcome);
    };
    const answered = (): Outcome | null => {
      const head = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      return match ? { kind: 'response', status: Number(match[1]), body: head.slice(0, 500) } : null;
    };
    const socket = net.connect(base.port, base.host, () => socket.write(raw));
    const timer = setTimeout(() => finish(answered() ?? { kind: 'timeout' }), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(answered() ?? { kind: 'error', detail: 'an answer that is not HTTP' }), 300);
    });
    socket.on('close', () =>
      finish(answered() ?? { kind: 'reset', detail: chunks.length ? 'closed after an answer that is not HTTP' : 'closed without an answer' }),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => finish(answered() ?? { kind: 'reset', detail: error.code ?? error.message }));
  });
}

/** Sends one request on its own connection and reports how it ended. */
export function send(base: { host: string; port: number }, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  if (request.raw) return sendRaw(base, request.raw, timeoutMs);
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
      // A stream of events (live editing) never ends by itself: its head is its answer.
      if (res.statusCode === 200 && /^text\/event-stream/.test(String(res.headers['content-type']))) {
        finish({ kind: 'response', status: 200, body: '' });
        req.destroy();
        return;
      }
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
