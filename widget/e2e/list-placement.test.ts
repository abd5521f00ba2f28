import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, mount, newContext } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const EVENT = `name="Launch party" startDate="2030-05-01" startTime="18:00" endTime="20:00" timeZone="Europe/Berlin" options="'Apple','Google','iCal','Outlook.com','Yahoo'"`;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

interface Placement {
  viewport: number;
  trigger: { left: number; right: number };
  list: { left: number; right: number };
}

/** Mounts the button inside a block aligned as given, opens its list and measures both (viewport coordinates). */
async function openAt(width: number, align: 'left' | 'center' | 'right', attrs: string): Promise<Placement> {
  await page.setViewportSize({ width, height: 700 });
  await mount(page, base, attrs);
  await page.evaluate((a) => {
    const host = document.querySelector('add-to-calendar-button')!;
    const block = document.createElement('div');
    block.style.textAlign = a;
    host.replaceWith(block);
    block.append(host);
  }, align);
  await page.locator('add-to-calendar-button .atcb-trigger').click();
  await page.locator('add-to-calendar-button .atcb-list.atcb-shown').waitFor();
  return page.evaluate(() => {
    const root = document.querySelector('add-to-calendar-button')!.shadowRoot!;
    const box = (selector: string) => {
      const r = root.querySelector(selector)!.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    };
    return { viewport: document.documentElement.clientWidth, trigger: box('.atcb-trigger'), list: box('.atcb-list') };
  });
}

const onScreen = ({ viewport, list }: Placement): boolean => list.left >= 0 && list.right <= viewport;

describe.each([375, 1280])('the list stays on screen at %i px', (width) => {
  it('right-to-left near the left edge: the list opens to the right, aligned with the trigger', async () => {
    const p = await openAt(width, 'left', `${EVENT} language="ar"`);
    expect(p.trigger.right - p.trigger.left).toBeLessThan(250); // narrower than the list, which hangs over one side
    expect(onScreen(p)).toBe(true);
    expect(p.list.left).toBe(p.trigger.left);
  });

  it('right-to-left with room on the left: the list keeps its right-to-left alignment', async () => {
    const p = await openAt(width, 'right', `${EVENT} language="he"`);
    expect(onScreen(p)).toBe(true);
    expect(p.list.right).toBe(p.trigger.right);
  });

  it('left-to-right near the right edge: the list opens to the left, aligned with the trigger', async () => {
    const p = await openAt(width, 'right', EVENT);
    expect(onScreen(p)).toBe(true);
    expect(p.list.right).toBe(p.trigger.right);
  });

  it('left-to-right with room on the right: the list keeps its alignment', async () => {
    const p = await openAt(width, 'left', EVENT);
    expect(onScreen(p)).toBe(true);
    expect(p.list.left).toBe(p.trigger.left);
  });
});

it('a list that fits on neither side of a small trigger on a phone is moved in to the edge', async () => {
  const p = await openAt(375, 'center', `${EVENT} language="fa" hideTextLabelButton`);
  // an icon-only trigger in the middle: 250 px hang over either side of the screen
  expect(p.trigger.right - 250).toBeLessThan(0);
  expect(p.trigger.left + 250).toBeGreaterThan(375);
  expect(onScreen(p)).toBe(true);
  expect([p.list.left, p.list.right].some((x) => x === 0 || x === p.viewport)).toBe(true);
});
