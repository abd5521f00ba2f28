import { describe, expect, it } from 'vitest';
import { refusal } from './request-guard.mjs';

describe('refusal', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'FOO'])('%s is a 405 naming the methods the site takes', (method) => {
    expect(refusal({ method, url: '/en-US/newsroom' })).toEqual({
      status: 405,
      message: `Method ${method} is not allowed`,
      headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
    });
  });

  it.each(['/en-US/%ZZ', '/es-US/%C0%AE%C0%AE', '/es-US/%ED%A0%80', '/en-US/newsroom/%', '/uploads/%E0%A4%A'])('%s does not decode: 400', (url) => {
    expect(refusal({ method: 'GET', url })).toEqual({ status: 400, message: 'The path is not valid percent-encoded UTF-8' });
  });

  it('a NUL in the path is a 400', () => {
    expect(refusal({ method: 'GET', url: '/es-US/newsroom/a%00b' })).toEqual({ status: 400, message: 'The path contains a NUL character (%00)' });
  });

  it.each([
    { method: 'GET', url: '/en-US/newsroom?q=%ZZ&x=%00' },
    { method: 'POST', url: '/api/newsletter' },
    { method: 'GET', url: '/en-US/newsroom/caf%C3%A9' },
    { method: 'HEAD', url: '/' },
  ])("lets %j through (the query string is the routes' own to check)", (request) => {
    expect(refusal(request)).toBeNull();
  });
});
