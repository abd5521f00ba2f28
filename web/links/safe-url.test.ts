import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

describe('safeHref', () => {
  it.each(['https://example.com/a', 'http://x.org', 'mailto:a@b.com', 'tel:+1555', '/en-US/newsroom', '#faq', '?page=2', 'pricing'])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example/x', 'file:///etc/passwd', '', null])('refuses %s', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });
});
