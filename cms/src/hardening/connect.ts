import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ROUTED_METHODS } from './request-guard';

/**
 * Node hands a CONNECT request to the server's 'connect' listeners instead of the app, and with none it
 * drops the connection without an answer. The CMS is no proxy: answer 405 like any other unrouted
 * method.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_request: unknown, socket: Duplex) => {
    // Node leaves the socket without an error listener here: a client that resets must not crash the server.
    socket.on('error', () => socket.destroy());
    const body = JSON.stringify({ data: null, error: { status: 405, name: 'MethodNotAllowedError', message: 'Method CONNECT is not allowed', details: {} } });
    // Closed for good once the answer is out: a client still sending would otherwise hold it open.
    socket.end(
      [
        'HTTP/1.1 405 Method Not Allowed',
        `Allow: ${ROUTED_METHODS.join(', ')}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
      () => socket.destroy(),
    );
  });
}
