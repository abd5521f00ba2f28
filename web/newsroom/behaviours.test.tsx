// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGE } from 'contract/rules';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { messages } from '../i18n';
import { LocalDate, LocalDateRange } from '../dates/local-date';
import { CardImage } from './card-image';
import { Dropdown } from './dropdown';
import { FiltersPanel } from './filters-panel';
import { UtilityBar, SCROLL_THRESHOLD_PX } from './utility-bar';

/**
 * The newsroom's client components as visitors get them: the server's markup (what works without
 * JavaScript), then hydrated by React.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
async function hydrate(element: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => expect.fail(`hydration: ${String(error)}`) });
  });
  return container;
}
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const click = (element: Element) => act(async () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));

describe('newsletter form', () => {
  async function mount() {
    const container = await hydrate(<NewsletterForm locale="es-US" texts={messages('en-US').newsletter} />);
    const form = container.querySelector('form')!;
    return {
      form,
      input: form.querySelector<HTMLInputElement>('input[name="email"]')!,
      button: form.querySelector('button')!,
      error: form.querySelector('.field-error')!,
      field: form.querySelector('.floating-field')!,
      status: container.querySelector('.newsletter__status')!,
    };
  }
  const submit = (form: HTMLFormElement) =>
    act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });

  it('works without JavaScript: a form that posts to the route, Subscribe enabled', () => {
    document.body.innerHTML = renderToStaticMarkup(<NewsletterForm locale="en-US" texts={messages('en-US').newsletter} />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    expect(form.method).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="locale"]')!.value).toBe('en-US');
    expect(form.querySelector('button')!.disabled).toBe(false);
    expect(document.querySelector('label')!.htmlFor).toBe(form.querySelector('input[name="email"]')!.id);
  });

  it('checks the email rule on each input: message, invalid state, Subscribe disabled until valid', async () => {
    const { input, button, error, field } = await mount();
    expect(button.disabled).toBe(true);
    expect(error.textContent).toBe('');
    await type(input, 'ana@example');
    expect(error.textContent).toBe(EMAIL_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.classList.contains('floating-field--invalid')).toBe(true);
    expect(field.classList.contains('floating-field--filled')).toBe(true);
    expect(button.disabled).toBe(true);
    await type(input, 'ana@example.com');
    expect(error.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(button.disabled).toBe(false);
    await type(input, '');
    expect(field.classList.contains('floating-field--filled')).toBe(false);
    expect(button.disabled).toBe(true);
  });

  it('posts the subscription as JSON and thanks the visitor in place of the form', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }));
    const { form, input, status } = await mount();
    const container = form.parentElement!;
    document.title = 'Newsroom';
    await type(input, ' ana@example.com ');
    await submit(form);
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/newsletter');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ana@example.com', locale: 'es-US', pageUri: window.location.href, pageName: 'Newsroom' });
    // Replaced, not hidden: a `hidden` attribute loses to any stylesheet that sets `display`.
    expect(container.querySelector('form')).toBeNull();
    expect(form.isConnected).toBe(false);
    expect(status.textContent).toBe('Thanks for submitting the form');
  });

  it('keeps the form as it was when the subscription fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (fail = resolve)));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, input, button, status } = await mount();
    await type(input, 'ana@example.com');
    await submit(form);
    expect(button.disabled).toBe(true); // while sending
    await act(async () => fail(new Response('{}', { status: 502 })));
    await settle();
    expect(form.hidden).toBe(false);
    expect(input.value).toBe('ana@example.com');
    expect(button.disabled).toBe(false);
    expect(status.textContent).toBe('');
    expect(logged).toHaveBeenCalled();
  });

  it('does not send an invalid address (and does not let the browser post it)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { form, input } = await mount();
    await type(input, 'nope');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void form.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('filter dropdowns', () => {
  async function mount() {
    const container = await hydrate(
      <div>
        <Dropdown title="Content Type" count={1} testId="a">
          <a href="#x">Option</a>
        </Dropdown>
        <p id="elsewhere">text</p>
      </div>,
    );
    expect(container.querySelector('summary')!.textContent).toContain('Content Type (1)');
    return container.querySelector('details')!;
  }

  it('closes on a click elsewhere, and after a choice returns the focus to its summary', async () => {
    const details = await mount();
    details.open = true;
    await click(document.getElementById('elsewhere')!);
    expect(details.open).toBe(false);
    details.open = true;
    await click(details.querySelector('a')!);
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });

  it('Escape closes it and returns to its summary', async () => {
    const details = await mount();
    details.open = true;
    await act(async () => void details.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });
});

describe('filters panel', () => {
  it('the toggle opens and closes it, the close icon closes it and returns to the toggle', async () => {
    const container = await hydrate(
      <FiltersPanel toggleLabel={messages('en-US').filters.toggle(2)} closeLabel={messages('en-US').filters.close}>
        <p>filters</p>
      </FiltersPanel>,
    );
    const toggle = container.querySelector<HTMLButtonElement>('.filters__toggle')!;
    const panel = container.querySelector('#newsroom-filters')!;
    expect(toggle.textContent).toBe('Filters (2)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('filters__panel--open')).toBe(true);
    await click(container.querySelector('.filters__close')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('filters__panel--open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });
});

describe('utility bar', () => {
  it('gets its scrolled look after 100px, and the toggle shows and hides the links', async () => {
    const container = await hydrate(
      <UtilityBar
        title="Newsroom"
        links={[{ label: 'Our Story', href: '/company' }]}
        texts={{ links: 'Newsroom links', show: 'Show Newsroom links', hide: 'Hide Newsroom links' }}
      />,
    );
    const bar = container.querySelector('.utility-bar')!;
    const scrollTo = (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    await scrollTo(SCROLL_THRESHOLD_PX);
    expect(bar.classList.contains('utility-bar--scrolled')).toBe(false);
    await scrollTo(SCROLL_THRESHOLD_PX + 1);
    expect(bar.classList.contains('utility-bar--scrolled')).toBe(true);
    const toggle = container.querySelector<HTMLButtonElement>('.utility-bar__toggle')!;
    expect(toggle.textContent).toBe('Show Newsroom links');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('#utility-links')!.classList.contains('utility-bar__links--open')).toBe(true);
    expect(toggle.textContent).toBe('Hide Newsroom links');
  });
});

describe('card images', () => {
  const image = (
    <CardImage src="/uploads/a.jpg" srcSet="/uploads/a.jpg 1x" sizes="100vw" width={640} height={360} alt="A" placeholder="/placeholders/news.svg" />
  );

  it('one that fails to load is replaced by its category placeholder, without srcset', async () => {
    // Still loading when the page hydrates.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const container = await hydrate(image);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/a.jpg');
    expect(img.getAttribute('alt')).toBe('A');
    await act(async () => void img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe('/placeholders/news.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('one that failed before the page hydrated too', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const container = await hydrate(image);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/placeholders/news.svg');
  });

  it('one that loaded stays', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    const container = await hydrate(image);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/uploads/a.jpg');
  });
});

describe('card dates', () => {
  it('the server writes UTC; once hydrated they are in the visitor time zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const element = (
        <p>
          <LocalDate iso="2026-01-01T03:00:00.000Z" />
          <LocalDateRange start="2026-03-01T02:00:00.000Z" end="2026-03-03T02:00:00.000Z" />
        </p>
      );
      expect(renderToStaticMarkup(element)).toBe('<p><time dateTime="2026-01-01T03:00:00.000Z">January 1, 2026</time><span>March 1 – 3, 2026</span></p>');
      const container = await hydrate(element);
      expect(container.querySelector('time')!.textContent).toBe('December 31, 2025');
      expect(container.querySelector('span')!.textContent).toBe('February 28 – March 2, 2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});
