// @ts-check
/**
 * The site's front door for requests Next cannot take (server/main.mjs checks them before it hands a
 * request to Next): Next 16 answers TRACE and a path that does not decode (`%ZZ`, invalid UTF-8) with
 * a 500 and other unknown methods with an empty 400, a NUL in the path reaches its file cache, and
 * Node drops a CONNECT without an answer. Each gets a 4xx naming it, with the security headers of an
 * API answer. Plain Node: nothing here reads or changes what Next sends.
 */
import { securityHeaders } from '../security/policy.mjs';

/** The methods the site's routes take. */
export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * @typedef {{ status: 400 | 405 | 500, message: string, headers?: Record<string, string> }} Refusal
 */

/** @param {string} path */
function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The refusal for a request, or null to let it through.
 * @param {{ method?: string, url?: string }} request
 * @returns {Refusal | null}
 */
export function refusal({ method = '', url = '/' }) {
  if (!ROUTED_METHODS.includes(method)) {
    return { status: 405, message: `Method ${method.slice(0, 20)} is not allowed`, headers: { allow: ROUTED_METHODS.join(', ') } };
  }
  const path = url.split('?')[0];
  if (path.toLowerCase().includes('%00')) return { status: 400, message: 'The path contains a NUL character (%00)' };
  if (!decodes(path)) return { status: 400, message: 'The path is not valid percent-encoded UTF-8' };
  return null;
}

/**
 * Answers a refusal as the site's API routes answer errors.
 * @param {import('node:http').ServerResponse} res
 * @param {Refusal} refused
 */
export function sendRefusal(res, refused) {
  const body = JSON.stringify({ error: { message: refused.message } });
  res.writeHead(refused.status, {
    ...securityHeaders('resource'),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...refused.headers,
  });
  res.end(body);
}

/**
 * Node hands a CONNECT to the server's 'connect' listeners, and with none drops the connection: the
 * site is no proxy, so it answers 405 and closes the socket once the answer is out.
 * @param {import('node:http').Server} server
 */
export function refuseConnect(server) {
  server.on('connect', (/** @type {unknown} */ _request, /** @type {import('node:stream').Duplex} */ socket) => {
    socket.on('error', () => socket.destroy());
    const body = JSON.stringify({ error: { message: 'Method CONNECT is not allowed' } });
    const security = Object.entries(securityHeaders('resource')).map(([name, value]) => `${name}: ${value}`);
    const head = [
      'HTTP/1.1 405 Method Not Allowed',
      `Allow: ${ROUTED_METHODS.join(', ')}`,
      ...security,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  });
}
