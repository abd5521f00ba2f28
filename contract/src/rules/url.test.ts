import { describe, expect, it } from 'vitest';
import { urlProblem, urlRefusal } from './url.js';

/** The one table of the content URL rule: the CMS, the builder and the site all apply this function. */
describe('urlRefusal', () => {
  it.each([
    // schemes that run code or smuggle content
    ['javascript:alert(1)', 'javascript:'],
    ['  JavaScript:alert(1)', 'javascript:'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ['vbscript:msgbox', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    // whitespace and control characters a browser ignores inside a scheme
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['\u0000javascript:alert(1)', 'javascript:'],
    ['java\u0085script:alert(1)', 'javascript:'],
    // other spellings of the scheme: character references and percent escapes
    ['&#106;avascript:alert(1)', 'javascript:'],
    ['&#x6A;avascript:alert(1)', 'javascript:'],
    ['&#0000106avascript:alert(1)', 'javascript:'],
    ['java&#x09;script:alert(1)', 'javascript:'],
    ['java&Tab;script:alert(1)', 'javascript:'],
    ['javascript&colon;alert(1)', 'javascript:'],
    ['%6Aavascript:alert(1)', 'javascript:'],
    ['javascript%3Aalert(1)', 'javascript:'],
    // an allow-list: schemes that are not links of a marketing page are refused too
    ['webcal://calendar.example/feed.ics', 'webcal:'],
    ['ftp://files.example/a', 'ftp:'],
    ['sms:+15551234', 'sms:'],
    ['intent://scan/#Intent;scheme=zxing;end', 'intent:'],
    ['pricing:2024', 'pricing:'],
  ])('refuses %j (protocol %s)', (url, protocol) => {
    expect(urlRefusal(url)).toEqual({ kind: 'protocol', protocol });
  });

  it.each(['//evil.example/x', ' //evil.example', '\\\\evil.example', '/\\evil.example', '\\/evil.example', '/\t/evil.example', '&#47;&#47;evil.example'])(
    'refuses the protocol-relative %j',
    (url) => expect(urlRefusal(url)).toEqual({ kind: 'protocol-relative' }),
  );

  it.each([
    'https://example.com',
    'HTTPS://EXAMPLE.COM/A',
    'http://example.com/a?b=c&d=e#f',
    ' https://example.com/padded ',
    'mailto:press@example.com',
    'tel:+15551234',
    '/en-US/newsroom',
    '/search?q=//x',
    '#top',
    '?q=1',
    'relative/path',
    './a',
    '../a',
    'pricing',
    '',
  ])('accepts %j', (url) => expect(urlRefusal(url)).toBeNull());
});

describe('urlProblem', () => {
  it('names the refused protocol, or the missing one, in the words the CMS and the builder show', () => {
    expect(urlProblem('javascript:alert(1)')).toBe('the URL protocol "javascript:" is not allowed');
    expect(urlProblem('//evil.example')).toBe('a URL starting with "//" has no protocol: write it with https://');
    expect(urlProblem('https://example.com')).toBeNull();
  });
});
