import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launch, mount, newContext, textOf } from './browser';

/**
 * What the button shows, in Chromium at a phone's and a desktop's width: times in the visitor's zone (timeZone
 * 'currentBrowser', useUserTZ), the calendars' marks, right-to-left text, and the contrast of every text in every state.
 */
const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ALL = `options="'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'"`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const trigger = () => page.locator('add-to-calendar-button .atcb-trigger');
const items = () => page.locator('add-to-calendar-button [role=menuitem]');
const href = async (option: string): Promise<URL> => new URL((await page.locator(`add-to-calendar-button [data-option=${option}]`).getAttribute('href')) ?? '');

/** The text of the downloaded file of the iCal item. */
async function icsFile(): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('add-to-calendar-button [data-option=ical]').click()]);
  let text = '';
  for await (const chunk of await download.createReadStream()) text += chunk;
  return text;
}

/** A context of the test's own (the suite's settings: browser.ts), the one before closed, and its page at `width`. */
async function freshPage(width: number): Promise<void> {
  await context?.close();
  context = await newContext(browser);
  page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
}

describe.each([375, 1280])('at %i px', (width) => {
  describe('a visitor in New York', () => {
    beforeEach(async () => {
      await context?.close();
      // the visitor's own zone is the browser's (Intl), here New York's
      context = await browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true, timezoneId: 'America/New_York', locale: 'en-US' });
      page = await context.newPage();
    });

    it("timeZone 'currentBrowser': the button shows, and the times are the visitor's own in every link and file", async () => {
      await mount(
        page,
        base,
        `name="Morning run" startDate="2030-05-01" startTime="10:00" endTime="11:00" timeZone="currentBrowser" buttonStyle="date" ${ALL}`,
      );
      await expect(page.locator('add-to-calendar-button').getAttribute('atcb-state')).resolves.toBe('ready');
      await expect(trigger().isVisible()).resolves.toBe(true);
      expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-note').first())).toMatch(/^May 1, 2030, 10:00\s?–\s?11:00\sAM EDT$/);
      await trigger().click();
      const google = await href('google');
      expect([google.searchParams.get('dates'), google.searchParams.get('ctz')]).toEqual(['20300501T100000/20300501T110000', 'America/New_York']);
      expect((await href('ms365')).searchParams.get('startdt')).toBe('2030-05-01T14:00:00Z');
      const ics = await icsFile();
      expect(ics).toContain('DTSTART;TZID=America/New_York:20300501T100000');
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    });

    it("timeZone 'currentBrowser' in Arabic: the button shows, right to left", async () => {
      await mount(page, base, `name="Morning run" startDate="2030-05-01" startTime="10:00" endTime="11:00" timeZone="currentBrowser" language="ar"`);
      await expect(trigger().isVisible()).resolves.toBe(true);
      await expect(page.locator('add-to-calendar-button .atcb-root').getAttribute('dir')).resolves.toBe('rtl');
    });

    it('useUserTZ: 02:00 in Berlin is shown as 8:00 PM the day before, and the links and file keep the instant', async () => {
      await mount(
        page,
        base,
        `name="Night launch" startDate="2030-05-02" startTime="02:00" endTime="03:00" timeZone="Europe/Berlin" useUserTZ buttonStyle="date" ${ALL}`,
      );
      expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-day b'))).toBe('1');
      expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-note').first())).toMatch(/^May 1, 2030, 8:00\s?–\s?9:00\sPM EDT$/);
      await trigger().click();
      expect((await href('ms365')).searchParams.get('startdt')).toBe('2030-05-02T00:00:00Z');
      expect((await href('yahoo')).searchParams.get('st')).toBe('20300502T000000Z');
      const google = await href('google');
      expect([google.searchParams.get('dates'), google.searchParams.get('ctz')]).toEqual(['20300502T020000/20300502T030000', 'Europe/Berlin']);
      expect(await icsFile()).toContain('DTSTART;TZID=Europe/Berlin:20300502T020000');
    });

    it("useUserTZ in Arabic: the card shows the visitor's day", async () => {
      await mount(
        page,
        base,
        `name="Night launch" startDate="2030-05-02" startTime="02:00" endTime="03:00" timeZone="Europe/Berlin" useUserTZ buttonStyle="date" language="ar"`,
      );
      expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-day b'))).toMatch(/^(1|١)$/);
    });
  });

  describe('in the default context', () => {
    beforeEach(() => freshPage(width));

    for (const language of ['en', 'ar']) {
      it(`every calendar has its own drawn mark, hidden from screen readers (${language})`, async () => {
        await mount(page, base, `name="Launch" startDate="2030-05-01" ${ALL} language="${language}"`);
        await trigger().click();
        await page.locator('add-to-calendar-button .atcb-list.atcb-shown').waitFor();
        const icons = page.locator('add-to-calendar-button [role=menuitem] .atcb-icon');
        await expect(icons.count()).resolves.toBe(7);
        const described = await icons.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { hidden: el.getAttribute('aria-hidden'), text: el.textContent, svg: !!el.querySelector('svg'), w: r.width, h: r.height };
          }),
        );
        for (const icon of described) {
          expect(icon).toMatchObject({ hidden: 'true', text: '', svg: true });
          expect(icon.w).toBeGreaterThanOrEqual(16);
          expect(icon.h).toBeGreaterThanOrEqual(16);
        }
        // drawn (shapes that fill most of the 24 px grid), and each one different: no two give the same pixels
        const drawn = await icons.evaluateAll((els) =>
          els.map((el) => {
            const box = el.querySelector('svg')!.getBBox();
            return Math.min(box.width, box.height);
          }),
        );
        for (const size of drawn) expect(size).toBeGreaterThan(12);
        const shots = await Promise.all([...Array(7).keys()].map((i) => icons.nth(i).screenshot()));
        expect(new Set(shots.map((shot) => shot.toString('base64'))).size).toBe(7);
      });
    }

    /** Where each character of the first occurrence of `text` in the element is drawn: the x of its middle, on screen. */
    const xs = (selector: string, text: string): Promise<number[]> =>
      page.evaluate(
        ({ selector, text }) => {
          const root = document.querySelector('add-to-calendar-button')!.shadowRoot!;
          const el = [...root.querySelectorAll(selector)].find((e) => e.textContent?.includes(text));
          if (!el) throw new Error(`no ${selector} with ${text}`);
          const chars: { node: Text; i: number }[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let i = 0; i < node.data.length; i++) chars.push({ node, i });
          }
          const start = el.textContent!.indexOf(text);
          return chars.slice(start, start + text.length).map(({ node, i }) => {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            return r.left + r.width / 2;
          });
        },
        { selector, text },
      );
    const leftToRight = (x: number[]): boolean => x.every((v, i) => i === 0 || v > x[i - 1]);

    it('Arabic: ".ics" and "+2" read left to right inside right-to-left text, and the layout stays right-to-left', async () => {
      const labels = `customLabels='{"label.ical":"ملف .ics","label.google":".ics"}'`;
      await mount(page, base, `name="Launch" startDate="2030-05-01" ${ALL} language="ar" ${labels}`);
      await trigger().click();
      await page.locator('add-to-calendar-button .atcb-list.atcb-shown').waitFor();
      const label = (option: string): string => `[data-option=${option}] span:not(.atcb-icon)`;
      expect(leftToRight(await xs(label('google'), '.ics'))).toBe(true);
      expect(leftToRight(await xs(label('ical'), '.ics'))).toBe(true);
      expect(leftToRight(await xs(label('outlookcom'), 'Outlook.com'))).toBe(true);
      expect(leftToRight(await xs(label('ms365'), 'Microsoft 365'))).toBe(true);
      // the Arabic word before the run is read first: it stands to the right of it
      const [file] = await xs(label('ical'), 'ملف');
      expect(file).toBeGreaterThan(Math.max(...(await xs(label('ical'), '.ics'))));
      // the mark stays at the start (the right) of each item, the text after it
      const sides = await items().evaluateAll((els) =>
        els.map(
          (el) => el.querySelector('.atcb-icon')!.getBoundingClientRect().left >= el.querySelector('span:not(.atcb-icon)')!.getBoundingClientRect().right,
        ),
      );
      expect(sides).toEqual(Array(7).fill(true));

      const dates = `dates='[{"startDate":"2030-05-01"},{"startDate":"2030-05-08"},{"startDate":"2030-05-15"}]'`;
      await mount(page, base, `name="جولة" ${dates} buttonStyle="date" language="ar"`);
      expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-title'))).toBe('جولة (+2)');
      expect(leftToRight(await xs('.atcb-datebtn-title', '+2'))).toBe(true);
      // the name first, at the right; the count after it, to its left
      expect(Math.min(...(await xs('.atcb-datebtn-title', 'جولة')))).toBeGreaterThan(Math.max(...(await xs('.atcb-datebtn-title', '(+2)'))));
    });

    it('an English name and place on an Arabic button keep their own direction', async () => {
      // a mark at the end would otherwise go with the right-to-left text around it: '!Launch party', '.Hall 3'
      await mount(page, base, `name="Launch party!" startDate="2030-05-01" location="Hall 3." buttonStyle="date" language="ar"`);
      expect(leftToRight(await xs('.atcb-datebtn-title', 'Launch party!'))).toBe(true);
      expect(leftToRight(await xs('.atcb-datebtn-note', 'Hall 3.'))).toBe(true);
    });
  });

  describe('contrast', () => {
    beforeEach(async () => {
      await freshPage(width);
      // no transitions: each state is measured as it settles
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    /** Every text in the date-style card under 4.5:1 against what is drawn behind it (computed styles). */
    const lowContrast = (): Promise<string[]> =>
      page.evaluate(() => {
        const rgba = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
        const over = (top: number[], below: number[]): number[] => {
          const a = top[3] ?? 1;
          return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a));
        };
        const luminance = (c: number[]): number =>
          c
            .map((v) => v / 255)
            .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        /** The colour behind an element: its own background over its parents' (through the shadow root), white at the end. */
        const behind = (el: Element | null): number[] => {
          if (!el) return [255, 255, 255];
          const parent = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
          const own = rgba(getComputedStyle(el).backgroundColor);
          return (own[3] ?? 1) === 0 ? behind(parent) : over(own, behind(parent));
        };
        const root = document.querySelector('add-to-calendar-button')!.shadowRoot!;
        const card = root.querySelector('.atcb-trigger')!;
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        const low: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement!;
          if (!node.textContent?.trim()) continue;
          const style = getComputedStyle(el);
          const bg = behind(el);
          const fg = over(rgba(style.color), bg);
          const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
          const ratio = (hi + 0.05) / (lo + 0.05);
          if (ratio < 4.5) low.push(`"${node.textContent.trim()}" ${style.color} on rgb(${bg.map(Math.round).join(', ')}): ${ratio.toFixed(2)}:1`);
        }
        return low;
      });

    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'ar'],
      ['dark', 'ar'],
    ]) {
      it(`every text of the date-style card is at least 4.5:1 when normal, hovered, open and focused (${theme}, ${language})`, async () => {
        await mount(
          page,
          base,
          `name="Launch party" description="Join us for cake" startDate="2030-05-01" startTime="18:00" endTime="20:00" timeZone="Europe/Berlin" location="Berlin" recurrence="weekly" recurrence_count="5" buttonStyle="date" lightMode="${theme}" language="${language}" options="'Google','iCal'"`,
        );
        const states: Record<string, string[]> = {};
        await page.mouse.move(width - 5, 795);
        states.normal = await lowContrast();
        await trigger().hover();
        states.hover = await lowContrast();
        await trigger().click();
        await page.locator('add-to-calendar-button .atcb-list.atcb-shown').waitFor();
        await page.mouse.move(width - 5, 795);
        await expect(trigger().getAttribute('aria-expanded')).resolves.toBe('true');
        states.open = await lowContrast();
        await page.keyboard.press('Escape');
        await page.mouse.click(width - 5, 795);
        await page.keyboard.press('Tab');
        await expect(trigger().evaluate((el) => el.matches(':focus-visible'))).resolves.toBe(true);
        states.focus = await lowContrast();
        expect(states).toEqual({ normal: [], hover: [], open: [], focus: [] });
      });
    }
  });
});
