// @ts-check
/**
 * Free TCP ports for the servers tests start. Plain CommonJS with types beside it (ports.d.ts), for
 * plain-Node scripts and TypeScript alike; cms.ts re-exports it.
 */
const { createServer } = require('node:net');

/**
 * A TCP port on 127.0.0.1 that was free a moment ago.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
