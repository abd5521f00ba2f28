// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FiltersPanel } from '../newsroom/filters-panel';
import { Dropdown } from '../newsroom/dropdown';
import { SiteHeader } from './header';
import { MAIN_NAV, SIGN_IN_LINKS } from './links';

/** The header's menus and the newsroom's filters panel as visitors get them: the server's markup, then hydrated. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const navigation = vi.hoisted(() => ({ pathname: '/en-US/newsroom' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

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
  navigation.pathname = '/en-US/newsroom';
});

const click = (element: Element) => act(async () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
const key = (element: Element, name: string) =>
  act(async () => void element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));

describe('mobile menu', () => {
  const header = () => <SiteHeader brand="Meridian" locale="en-US" />;
  const parts = (container: HTMLElement) => {
    const button = container.querySelector<HTMLButtonElement>('button.menu-toggle')!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    return { button, panel };
  };

  it('without JavaScript every link of the main navigation is in the markup, in the Main landmark', () => {
    document.body.innerHTML = renderToStaticMarkup(header());
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(MAIN_NAV.map((l) => l.label));
    expect(document.querySelector('button.menu-toggle')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('a Menu button (aria-expanded, aria-controls) opens a panel with all links and puts the focus on the first', async () => {
    const container = await hydrate(header());
    const { button, panel } = parts(container);
    expect(button.getAttribute('aria-label')).toBe('Menu');
    expect(panel.getAttribute('aria-label')).toBe('Main');
    expect(panel.classList.contains('main-nav--open')).toBe(false);
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(panel.classList.contains('main-nav--open')).toBe(true);
    expect([...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(MAIN_NAV.map((l) => l.href));
    expect(document.activeElement).toBe(panel.querySelector('a'));
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and returns the focus to the button', async () => {
    const container = await hydrate(header());
    const { button, panel } = parts(container);
    await click(button);
    await key(panel.querySelector('a')!, 'Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('main-nav--open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('a click outside closes it', async () => {
    const container = await hydrate(header());
    const { button } = parts(container);
    await click(button);
    await click(container.querySelector('.site-header__bar')!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('following one of its links, or any navigation, closes it', async () => {
    const container = await hydrate(header());
    const { button, panel } = parts(container);
    await click(button);
    const link = panel.querySelectorAll('a')[2]!;
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await click(link);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await click(button);
    navigation.pathname = '/en-US/architect';
    await act(async () => root!.render(header()));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('tabbing out of the panel closes it', async () => {
    const container = await hydrate(header());
    const { button, panel } = parts(container);
    await click(button);
    const outside = container.querySelector<HTMLElement>('.brand')!;
    await act(async () => {
      panel.querySelector('a')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: outside }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Sign In menu', () => {
  const open = async () => {
    const container = await hydrate(<SiteHeader brand="Meridian" locale="en-US" />);
    const details = container.querySelector<HTMLDetailsElement>('details.signin')!;
    details.open = true;
    return { container, details, summary: details.querySelector('summary')! };
  };

  it('lists the external links (new tab)', async () => {
    const { details } = await open();
    expect([...details.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.target])).toEqual(SIGN_IN_LINKS.map((l) => [l.href, '_blank']));
  });
  it('Escape closes it and returns to its summary', async () => {
    const { details, summary } = await open();
    await key(details.querySelector('a')!, 'Escape');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
  it('a click outside closes it', async () => {
    const { container, details } = await open();
    await click(container.querySelector('.site-header__bar')!);
    expect(details.open).toBe(false);
  });
  it('tabbing out of it closes it; moving between its links does not', async () => {
    const { container, details } = await open();
    const [first, second] = [...details.querySelectorAll('a')];
    await act(async () => {
      first.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: second }));
    });
    expect(details.open).toBe(true);
    await act(async () => {
      second.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: container.querySelector('.brand') }));
    });
    expect(details.open).toBe(false);
  });
});

describe('filters panel (mobile)', () => {
  const mount = async () => {
    const container = await hydrate(
      <div>
        <p className="outside">Latest news</p>
        <FiltersPanel toggleLabel="Filters (1)" closeLabel="Close filters">
          <Dropdown title="Industry" count={0} testId="industry">
            <ul className="menu__list">
              <li>
                <a href="#x">Architecture</a>
              </li>
            </ul>
          </Dropdown>
        </FiltersPanel>
      </div>,
    );
    const toggle = container.querySelector<HTMLButtonElement>('.filters__toggle')!;
    const panel = container.querySelector('#newsroom-filters')!;
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return { container, toggle, panel };
  };

  it('Escape closes it and returns to the Filters toggle', async () => {
    const { toggle, panel } = await mount();
    const close = panel.querySelector<HTMLButtonElement>('.filters__close')!;
    close.focus();
    await key(close, 'Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('filters__panel--open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });
  it('an Escape that closes a dropdown inside it leaves the panel open', async () => {
    const { toggle, panel } = await mount();
    const details = panel.querySelector('details')!;
    details.open = true;
    await key(details.querySelector('a')!, 'Escape');
    expect(details.open).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
  it('a click outside closes it; a click inside does not', async () => {
    const { container, toggle, panel } = await mount();
    await click(panel);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await click(container.querySelector('.outside')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
