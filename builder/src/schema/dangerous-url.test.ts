import { describe, expect, it } from 'vitest';
import { dangerousProtocol } from './dangerous-url';

describe('dangerousProtocol', () => {
  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JAVASCRIPT:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'javascript:'],
    [' javascript:alert(1)', 'javascript:'],
    ['&#106;avascript:alert(1)', 'javascript:'],
    ['%6Aavascript:alert(1)', 'javascript:'],
    ['data:text/html,<b>x</b>', 'data:'],
    ['vbscript:msgbox', 'vbscript:'],
    ['https://example.com', null],
    ['http://example.com/a?b=c', null],
    ['mailto:a@b.co', null],
    ['tel:+15551234', null],
    ['/en-US/newsroom', null],
    ['#anchor', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(dangerousProtocol(input)).toBe(expected);
  });
});
