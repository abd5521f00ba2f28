import { describe, expect, it } from 'vitest';
import { checkRequestHead, type RequestHead } from './request-guard';
import { isPublicWrite, PUBLIC_BODY_LIMIT } from './public-writes';

const json = { 'content-type': 'application/json', 'content-length': '20' };
const head = (over: Partial<RequestHead>): RequestHead => ({ method: 'GET', path: '/api/newsroom', query: {}, headers: {}, ...over });

describe('checkRequestHead', () => {
  it.each([
    ['TRACE', 405],
    ['PROPFIND', 405],
    ['MKCOL', 405],
  ])('%s is a %i naming the methods that are routed', (method, status) => {
    expect(checkRequestHead(head({ method }))).toEqual({
      status,
      message: `Method ${method} is not allowed`,
      headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
    });
  });

  it.each([
    [{ path: '/api/industries/%00' }, 400, 'The path contains a NUL character (%00)'],
    [{ path: '/api/articles/slug/a%00b' }, 400, 'The path contains a NUL character (%00)'],
    [{ path: '/api/articles/slug/%ZZ' }, 400, 'The path is not valid percent-encoded UTF-8'],
    [{ path: '/api/articles/slug/%ED%A0%80' }, 400, 'The path is not valid percent-encoded UTF-8'],
    [{ query: { filters: { name: 'a\u0000' } } }, 400, 'Query parameter filters[name] contains a NUL character'],
    [{ query: { locale: '\udc00' } }, 400, 'Query parameter locale contains an unpaired UTF-16 surrogate'],
    [
      { method: 'POST', path: '/api/newsletter', headers: { ...json, 'content-encoding': 'gzip' } },
      415,
      'Content-Encoding "gzip" is not supported: send the body uncompressed',
    ],
    [
      { method: 'PUT', path: '/content-manager/x', headers: { ...json, 'content-encoding': 'br' } },
      415,
      'Content-Encoding "br" is not supported: send the body uncompressed',
    ],
    [
      { method: 'POST', path: '/upload', headers: { 'content-type': 'application/json', 'content-length': '0', 'content-encoding': 'deflate' } },
      415,
      'Content-Encoding "deflate" is not supported: send the body uncompressed',
    ],
    [
      { method: 'POST', path: '/api/newsletter', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '30000000' } },
      415,
      'This route accepts JSON only (Content-Type: application/json), not "multipart/form-data"',
    ],
    [
      { method: 'POST', path: '/api/rsvp/launch', headers: { 'content-type': 'text/plain', 'content-length': '2' } },
      415,
      'This route accepts JSON only (Content-Type: application/json), not "text/plain"',
    ],
    [{ method: 'POST', path: '/api/newsletter', headers: {} }, 415, 'Send a JSON body (Content-Type: application/json)'],
    [
      { method: 'POST', path: '/api/newsletter', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      411,
      'A Content-Length header is required',
    ],
    [
      { method: 'POST', path: '/API/Newsletter/', headers: { 'content-type': 'application/json', 'content-length': String(PUBLIC_BODY_LIMIT + 1) } },
      413,
      `The body is larger than ${PUBLIC_BODY_LIMIT} bytes`,
    ],
    [
      { method: 'PUT', path: '/content-manager/x', headers: { 'content-type': 'text/plain', 'content-length': '2' } },
      415,
      'Content-Type "text/plain" is not supported: send JSON (application/json), a form or multipart/form-data',
    ],
    [
      { method: 'POST', path: '/admin/login', headers: { 'content-length': '2' } },
      415,
      'Content-Type "none" is not supported: send JSON (application/json), a form or multipart/form-data',
    ],
  ])('%j → %i', (over, status, message) => {
    expect(checkRequestHead(head(over))).toEqual({ status, message });
  });

  it.each([
    head({}),
    head({ method: 'OPTIONS' }),
    head({
      method: 'POST',
      path: '/api/newsletter',
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(PUBLIC_BODY_LIMIT) },
    }),
    head({ method: 'POST', path: '/upload', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5000000' } }),
    head({
      method: 'PUT',
      path: '/content-manager/x',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'content-encoding': 'identity' },
    }),
    head({ method: 'POST', path: '/admin/logout', headers: { 'content-length': '0' } }),
    head({ method: 'GET', path: '/api/newsroom', headers: { 'content-type': 'text/plain', 'content-length': '3' } }),
    head({ query: { filters: { name: { $eq: 'émoji 😀' } } } }),
  ])('lets %j through', (request) => {
    expect(checkRequestHead(request)).toBeNull();
  });
});

describe('isPublicWrite', () => {
  it.each([
    ['POST', '/api/newsletter', true],
    ['POST', '/api/newsletter/', true],
    ['POST', '/API/NEWSLETTER', true],
    ['POST', '/api/rsvp/launch-2026', true],
    ['POST', '/api/rsvp/', false],
    ['GET', '/api/rsvp/launch/count', false],
    ['POST', '/api/rsvp/launch/count', false],
    ['POST', '/upload', false],
    ['PUT', '/api/newsletter', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isPublicWrite(method, path)).toBe(expected);
  });
});
