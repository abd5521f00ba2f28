// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShareButtons } from './share-buttons';
import { messages } from '../i18n';

describe('share buttons', () => {
  it('are icon buttons with accessible names: an inline SVG (decorative) and the name as visually hidden text', () => {
    const html = renderToStaticMarkup(<ShareButtons url="https://example.com/a" title="A" texts={messages('en-US').share} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const controls = [...doc.querySelectorAll('.share__button')];
    expect(controls.map((c) => c.querySelector('.sr-only')?.textContent)).toEqual([
      'Facebook (share, opens in a new tab)',
      'LinkedIn (share, opens in a new tab)',
      'X (share, opens in a new tab)',
      'Copy link',
    ]);
    for (const control of controls) {
      const svg = control.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      // Nothing but the icon is visible: every text node is inside the visually hidden name.
      const visibleText = [...control.childNodes].filter((n) => n.nodeType === 3 && n.textContent!.trim());
      expect(visibleText).toEqual([]);
    }
  });
});
