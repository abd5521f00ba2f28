import { errors } from '@strapi/utils';

/**
 * What the body parser (koa-body: co-body/raw-body for JSON, forms and text, formidable for
 * multipart) throws is the client's fault: invalid JSON, a truncated or boundary-less multipart body,
 * a body over the limit, a request aborted mid-body. Their errors carry a status (`status` from
 * raw-body and co-body, `httpCode` from formidable) but come from copies of http-errors that Strapi's
 * error middleware does not recognise, so they would end as a 500. This turns each into an error
 * Strapi answers with 400 or 413 and a message that names the problem.
 */
interface ParserError {
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  httpCode?: unknown;
  type?: unknown;
  code?: unknown;
}

const statusOf = (error: ParserError): number | undefined => {
  for (const value of [error.status, error.statusCode, error.httpCode]) if (typeof value === 'number') return value;
  return undefined;
};

/** Formidable's numeric codes for client mistakes that it reports as a 500 or 501. */
const FORMIDABLE_CLIENT_CODES = new Set([
  1002 /* aborted */, 1005 /* filename not a string */, 1012 /* malformed */, 1014 /* unknown part transfer-encoding */,
]);

export function bodyParseError(raw: unknown): Error {
  const error = (raw && typeof raw === 'object' ? raw : {}) as ParserError;
  const message = typeof error.message === 'string' ? error.message : String(raw);
  const status = statusOf(error);
  if (status === 413) return new errors.PayloadTooLargeError(`The request body is too large: ${message}`);
  const fromFormidable = typeof error.httpCode === 'number' && typeof error.code === 'number';
  if ((status !== undefined && status >= 400 && status < 500) || (fromFormidable && FORMIDABLE_CLIENT_CODES.has(error.code as number))) {
    return new errors.ValidationError(`The request body could not be read: ${message}`);
  }
  // Anything else (a full disk, a broken temp directory) is the server's fault and stays a 500.
  return raw instanceof Error ? raw : new Error(message);
}

/** koa-body's `onError` (configured on `strapi::body`): it must throw, or the request would go on unparsed. */
export function throwBodyParseError(error: unknown): never {
  throw bodyParseError(error);
}
