import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './html.js';

describe('sanitizeRichHtml', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()">',
    );
    expect(out).toBe('<p>Hi</p><a>x</a><img src="x" />');
  });

  it('keeps editorial markup and hardens new-tab links', () => {
    expect(sanitizeRichHtml('<h2 class="lead">T</h2><ul><li><strong>a</strong></li></ul><a href="https://e.com" target="_blank">e</a>')).toBe(
      '<h2 class="lead">T</h2><ul><li><strong>a</strong></li></ul><a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('allows privacy-friendly video iframes only', () => {
    expect(sanitizeRichHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toContain('youtube-nocookie');
    expect(sanitizeRichHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe('<iframe></iframe>');
  });
});
