// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { EMAIL_MESSAGE } from 'cms/newsletter/email';
import { Dropdown } from '../newsroom/dropdown';
import { FiltersPanel } from '../newsroom/filters-panel';
import { UtilityBar } from '../newsroom/utility-bar';
import { enhanceNewsletters } from './newsletter';
import { enhanceDropdowns } from './dropdown';
import { enhanceFiltersPanels } from './filters-panel';
import { enhanceUtilityBars, SCROLL_THRESHOLD_PX } from './utility-bar';
import { enhanceBrokenImages, showPlaceholder } from './broken-images';

const settle = () => new Promise((r) => setTimeout(r, 0));
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('newsletter form (the server markup of newsletter-form.tsx, enhanced)', () => {
  function mount() {
    document.body.innerHTML = `<div>${renderToStaticMarkup(<NewsletterForm locale="es-US" />)}</div>`;
    enhanceNewsletters(document);
    const form = document.querySelector('form')!;
    return {
      form,
      input: form.querySelector<HTMLInputElement>('input[name="email"]')!,
      button: form.querySelector('button')!,
      error: form.querySelector('.field-error')!,
      field: form.querySelector('.floating-field')!,
      status: document.querySelector('.newsletter__status')!,
    };
  }

  it('works without JavaScript: a form that posts to the route, Subscribe enabled', () => {
    document.body.innerHTML = renderToStaticMarkup(<NewsletterForm locale="en-US" />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    expect(form.method).toBe('post');
    expect(form.querySelector('button')!.disabled).toBe(false);
    expect(document.querySelector('label')!.htmlFor).toBe(form.querySelector('input[name="email"]')!.id);
  });

  it('checks the email rule on each input: message, invalid state, Subscribe disabled until valid', () => {
    const { input, button, error, field } = mount();
    expect(button.disabled).toBe(true);
    expect(error.textContent).toBe('');
    type(input, 'ana@example');
    expect(error.textContent).toBe(EMAIL_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.classList.contains('floating-field--invalid')).toBe(true);
    expect(field.classList.contains('floating-field--filled')).toBe(true);
    expect(button.disabled).toBe(true);
    type(input, 'ana@example.com');
    expect(error.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(button.disabled).toBe(false);
    type(input, '');
    expect(field.classList.contains('floating-field--filled')).toBe(false);
    expect(button.disabled).toBe(true);
  });

  it('posts the subscription as JSON and thanks the visitor', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }));
    const { form, input, status } = mount();
    document.title = 'Newsroom';
    type(input, ' ana@example.com ');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/newsletter$/);
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ana@example.com', locale: 'es-US', pageUri: window.location.href, pageName: 'Newsroom' });
    expect(form.hidden).toBe(true);
    expect(status.textContent).toBe('Thanks for submitting the form');
  });

  it('keeps the form as it was when the subscription fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 502 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, input, button, status } = mount();
    type(input, 'ana@example.com');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(button.disabled).toBe(true); // while sending
    await settle();
    await settle();
    expect(form.hidden).toBe(false);
    expect(input.value).toBe('ana@example.com');
    expect(button.disabled).toBe(false);
    expect(status.textContent).toBe('');
    expect(logged).toHaveBeenCalled();
  });

  it('does not send an invalid address, and enhances a form once', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { form, input } = mount();
    enhanceNewsletters(document);
    type(input, 'nope');
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names what is missing instead of failing on other markup', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<form data-newsletter><input name="email"></form>';
    enhanceNewsletters(document);
    expect(logged.mock.calls[0]![0]).toMatch(/no button, error, field, status element/);
  });
});

describe('filter dropdowns', () => {
  function mount() {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <Dropdown title="Content Type" count={1} testId="a">
          <a href="#x">Option</a>
        </Dropdown>
        <p id="elsewhere">text</p>
      </>,
    );
    enhanceDropdowns(document);
    return document.querySelector('details')!;
  }

  it('closes on a click elsewhere, and after a choice returns the focus to its summary', () => {
    const details = mount();
    details.open = true;
    document.getElementById('elsewhere')!.click();
    expect(details.open).toBe(false);
    details.open = true;
    details.querySelector('a')!.click();
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });

  it('Escape closes it and returns to its summary', () => {
    const details = mount();
    details.open = true;
    details.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });
});

describe('filters panel', () => {
  it('the toggle opens and closes it, the close icon closes it and returns to the toggle', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <FiltersPanel count={2}>
        <p>filters</p>
      </FiltersPanel>,
    );
    enhanceFiltersPanels(document);
    const toggle = document.querySelector<HTMLButtonElement>('.filters__toggle')!;
    const panel = document.getElementById('newsroom-filters')!;
    expect(toggle.textContent).toBe('Filters (2)');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('filters__panel--open')).toBe(true);
    document.querySelector<HTMLButtonElement>('.filters__close')!.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('filters__panel--open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });
});

describe('utility bar', () => {
  it('gets its scrolled look after 100px, and the toggle shows and hides the links', () => {
    document.body.innerHTML = renderToStaticMarkup(<UtilityBar title="Newsroom" />);
    enhanceUtilityBars(document);
    const bar = document.querySelector('.utility-bar')!;
    Object.defineProperty(window, 'scrollY', { value: SCROLL_THRESHOLD_PX, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bar.classList.contains('utility-bar--scrolled')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: SCROLL_THRESHOLD_PX + 1, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bar.classList.contains('utility-bar--scrolled')).toBe(true);
    const toggle = document.querySelector<HTMLButtonElement>('.utility-bar__toggle')!;
    expect(toggle.textContent).toBe('Show Newsroom links');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('utility-links')!.classList.contains('utility-bar__links--open')).toBe(true);
    expect(toggle.textContent).toBe('Hide Newsroom links');
  });
});

describe('broken card images', () => {
  it('are replaced by their category placeholder, without srcset', () => {
    document.body.innerHTML = '<img src="/uploads/a.jpg" srcset="/uploads/a.jpg 1x" sizes="100vw" data-placeholder="/placeholders/news.svg">';
    enhanceBrokenImages(document);
    const img = document.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/placeholders/news.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    showPlaceholder(img); // once only
    expect(img.getAttribute('src')).toBe('/placeholders/news.svg');
  });
});

describe('card dates in the visitor time zone', () => {
  it('rewrites the server-rendered UTC dates and ranges in the given zone', async () => {
    const { LocalDate, LocalDateRange } = await import('../dates/local-date');
    const { enhanceLocalDates } = await import('./local-dates');
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <LocalDate iso="2026-01-01T03:00:00.000Z" />
        <LocalDateRange start="2026-03-01T02:00:00.000Z" end="2026-03-03T02:00:00.000Z" />
      </>,
    );
    expect(document.querySelector('time')!.textContent).toBe('January 1, 2026');
    enhanceLocalDates(document, 'America/Los_Angeles');
    expect(document.querySelector('time')!.textContent).toBe('December 31, 2025');
    expect(document.querySelector('[data-local-range]')!.textContent).toBe('February 28 – March 2, 2026');
  });
});
