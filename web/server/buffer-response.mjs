// @ts-check
/**
 * What a `res.write(chunk, encoding)` or `res.end(chunk, encoding)` call writes, as bytes (null for no chunk).
 * @param {unknown} chunk @param {unknown} encoding @returns {Buffer | null}
 */
export function chunkToBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/**
 * Holds back what a handler writes to a response (status, headers, body) instead of sending it, so
 * that the server can rewrite the body first. restore() gives the response its own methods back;
 * `finished` resolves when the handler ended the response (or the connection closed).
 * @param {import('node:http').ServerResponse} res
 */
export function bufferResponse(res) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {() => void} */
  let done = () => undefined;
  /** @type {Promise<void>} */
  const finished = new Promise((resolve) => (done = resolve));
  // A connection closed before the handler ended the response: nothing will be sent.
  res.once('close', () => done());
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    const buffer = chunkToBuffer(chunk, encoding);
    if (buffer) chunks.push(buffer);
  };
  const callbackOf = (/** @type {unknown[]} */ args) => /** @type {(() => void) | undefined} */ (args.find((a) => typeof a === 'function'));
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res));
  target.writeHead = (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
    res.statusCode = status;
    const headers = rest.find((a) => a && typeof a === 'object');
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, /** @type {string} */ (value));
    return res;
  };
  target.write = (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) => {
    keep(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) queueMicrotask(callback);
    return true;
  };
  target.end = (/** @type {unknown[]} */ ...args) => {
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    const callback = callbackOf(args);
    if (callback) queueMicrotask(callback);
    done();
    return res;
  };
  return {
    finished,
    body: () => Buffer.concat(chunks),
    restore() {
      delete target.writeHead;
      delete target.write;
      delete target.end;
    },
  };
}
