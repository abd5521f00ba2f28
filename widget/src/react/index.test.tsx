import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddToCalendarButton } from './index';

describe('React wrapper', () => {
  it('renders the element with attributes in the library formats, on the server, without touching the DOM', () => {
    const html = renderToString(
      <AddToCalendarButton
        name="Launch"
        startDate="2026-05-01"
        options={['Apple', 'Google']}
        dates={[{ startDate: '2026-05-02' }]}
        rsvp={{ key: 'launch-2026', max: 20 }}
        hideBranding
        debug={false}
        className="cta"
      />,
    );
    expect(html).toContain('<add-to-calendar-button');
    expect(html).toContain('name="Launch"');
    expect(html).toContain('options="[&quot;Apple&quot;,&quot;Google&quot;]"');
    expect(html).toContain('rsvp="{&quot;key&quot;:&quot;launch-2026&quot;,&quot;max&quot;:20}"');
    expect(html).toContain('hideBranding="true"');
    expect(html).toContain('class="cta"');
    expect(html).not.toContain('debug');
  });

  it('the element module is safe to import without a DOM', async () => {
    const mod = await import('../element/define');
    expect(() => mod.defineAddToCalendarButton()).not.toThrow();
  });
});
