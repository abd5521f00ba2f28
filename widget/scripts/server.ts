import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidEmail } from '../src/core/email';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ics': 'text/calendar; charset=utf-8',
};

interface MockEvent {
  max: number | null;
  expires: string | null;
  doi?: boolean;
  responses: { email: string; status: string; amount: number }[];
}

/** An in-memory stand-in for the CMS's RSVP endpoints, following the same contract (demo and tests only). */
export function seedEvents(): Map<string, MockEvent> {
  return new Map<string, MockEvent>([
    ['launch-2026', { max: 20, expires: null, responses: [] }],
    ['small-dinner', { max: 3, expires: null, responses: [{ email: 'a@example.com', status: 'confirmed', amount: 2 }] }],
    ['sold-out', { max: 1, expires: null, responses: [{ email: 'a@example.com', status: 'confirmed', amount: 1 }] }],
    ['closed', { max: null, expires: '2020-01-01T00:00:00Z', responses: [] }],
    ['doi-event', { max: null, expires: null, doi: true, responses: [] }],
  ]);
}

const taken = (e: MockEvent): number => e.responses.filter((r) => r.status === 'confirmed').reduce((s, r) => s + r.amount, 0);

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

async function rsvp(req: IncomingMessage, res: ServerResponse, events: Map<string, MockEvent>, path: string): Promise<boolean> {
  const m = /^\/api\/rsvp\/([\w-]+)(\/count)?$/.exec(path);
  if (!m) return false;
  if (req.method === 'OPTIONS') {
    json(res, 204, {});
    return true;
  }
  const event = events.get(m[1]);
  if (m[2] && req.method === 'GET') {
    if (!event) json(res, 404, { ok: false, code: 4, message: 'unknown event' });
    else json(res, 200, { total: taken(event), max: event.max, seatsLeft: event.max === null ? null : event.max - taken(event), expires: event.expires });
    return true;
  }
  if (!m[2] && req.method === 'POST') {
    let body: { email?: unknown; status?: unknown; amount?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      json(res, 400, { ok: false, code: 1, message: 'invalid JSON' });
      return true;
    }
    if (!event) return (json(res, 404, { ok: false, code: 4, message: 'unknown event' }), true);
    if (typeof body.email !== 'string' || !isValidEmail(body.email)) return (json(res, 400, { ok: false, code: 2, message: 'invalid email' }), true);
    if (event.expires && Date.parse(event.expires) < Date.now()) return (json(res, 410, { ok: false, code: 5, message: 'expired' }), true);
    const status = String(body.status);
    const amount = Number(body.amount);
    if (!['confirmed', 'undecided', 'declined'].includes(status) || !Number.isInteger(amount) || amount < 1) {
      return (json(res, 400, { ok: false, code: 1, message: 'bad input' }), true);
    }
    if (status === 'confirmed' && event.max !== null && taken(event) + amount > event.max) {
      return (json(res, 409, { ok: false, code: 6, message: 'booked out' }), true);
    }
    event.responses.push({ email: body.email, status, amount });
    json(res, 200, { ok: true, status: event.doi ? 'doi' : 'ok' });
    return true;
  }
  return false;
}

export interface RunningServer {
  url: string;
  events: Map<string, MockEvent>;
  close(): Promise<void>;
}

/** Static files from widget/ (demo at /, bundle at /dist/, test pages at /e2e/pages/), plus the RSVP mock. */
export function startServer(port = 0): Promise<RunningServer> {
  const state = { events: seedEvents() };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = decodeURIComponent(url.pathname);
      if (path === '/__reset') {
        state.events = seedEvents();
        return json(res, 200, { ok: true });
      }
      if (path === '/api/ty' && req.method === 'POST') {
        await readBody(req);
        return json(res, 200, { ok: true });
      }
      if (await rsvp(req, res, state.events, path)) return;
      const file = normalize(join(root, path === '/' ? 'demo/index.html' : path));
      const allowed = ['demo', 'dist', join('e2e', 'pages')].some((d) => file.startsWith(join(root, d) + sep));
      try {
        if (!allowed || !(await stat(file)).isFile()) throw new Error('not found');
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(await readFile(file));
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    })();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        get events() {
          return state.events;
        },
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
