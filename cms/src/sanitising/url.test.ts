import { describe, expect, it } from 'vitest';
import { dangerousProtocol } from './url';

describe('dangerousProtocol', () => {
  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['  JavaScript:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['&#106;avascript:alert(1)', 'javascript:'],
    ['%6Aavascript:alert(1)', 'javascript:'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ['vbscript:msgbox', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
  ])('refuses %j', (url, protocol) => {
    expect(dangerousProtocol(url)).toBe(protocol);
  });

  it.each(['https://example.com', 'http://example.com/a?b=c', '/en-US/newsroom', '#top', '?q=1', 'mailto:press@example.com', 'tel:+15551234', 'relative/path'])(
    'accepts %j',
    (url) => expect(dangerousProtocol(url)).toBeNull(),
  );
});
