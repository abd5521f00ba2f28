import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { focused, launch, mount, newContext, textOf, waitReady } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const EVENT = `name="Launch party" description="Join us[br]for cake" startDate="2030-05-01" startTime="18:00" endTime="20:00" timeZone="Europe/Berlin" location="Berlin"`;
const ALL = `options="'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'"`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await newContext(browser);
  page = await context.newPage();
});

const trigger = () => page.locator('add-to-calendar-button .atcb-trigger');
const items = () => page.locator('add-to-calendar-button [role=menuitem]');

describe('menu button', () => {
  it('opens with the mouse, lists every calendar with its link, closes on an outside click', async () => {
    await mount(page, base, `${EVENT} ${ALL}`);
    await expect(trigger().getAttribute('aria-haspopup')).resolves.toBe('menu');
    await trigger().click();
    await expect(trigger().getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(items().evaluateAll((els) => els.map((e) => e.querySelector('span:not(.atcb-icon)')?.textContent))).resolves.toEqual([
      'Apple',
      'Google',
      'iCal File',
      'Microsoft 365',
      'Outlook.com',
      'Microsoft Teams',
      'Yahoo',
    ]);
    const hrefs = await items().evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    expect(hrefs[1]).toContain('https://calendar.google.com/calendar/r/eventedit?dates=20300501T180000%2F20300501T200000&ctz=Europe%2FBerlin');
    expect(hrefs[3]).toContain('https://outlook.office.com/calendar/0/action/compose?rru=addevent&startdt=2030-05-01T16%3A00%3A00Z');
    expect(hrefs[4]).toContain('https://outlook.live.com/');
    expect(hrefs[5]).toContain('https://teams.microsoft.com/l/meeting/new?');
    expect(hrefs[6]).toContain('https://calendar.yahoo.com/?v=60&st=20300501T160000Z');
    await page.mouse.click(5, 800);
    await expect(items().count()).resolves.toBe(0);
    await expect(trigger().getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('works with the keyboard alone: Enter/arrows/Home/End/Escape return focus to the trigger', async () => {
    await mount(page, base, `${EVENT} options="'Google','iCal','Yahoo'"`);
    await trigger().focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('a[menuitem]:Google');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('a[menuitem]:iCal File');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('a[menuitem]:Yahoo');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('a[menuitem]:Google');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('a[menuitem]:Yahoo');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button:Add to Calendar');
    await expect(items().count()).resolves.toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('a[menuitem]:Yahoo');
    await page.keyboard.press('Escape');
    await page.keyboard.press(' ');
    expect(await focused(page)).toBe('a[menuitem]:Google');
  });

  it('opens each URL option in a new window and downloads the iCal file', async () => {
    await mount(page, base, `${EVENT} ${ALL}`);
    for (const [index, host] of [
      [1, 'calendar.google.com'],
      [3, 'outlook.office.com'],
      [4, 'outlook.live.com'],
      [5, 'teams.microsoft.com'],
      [6, 'calendar.yahoo.com'],
    ] as const) {
      await trigger().click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), items().nth(index).click()]);
      expect(new URL(popup.url()).host).toBe(host);
      await popup.close();
    }
    await trigger().click();
    const [download] = await Promise.all([page.waitForEvent('download'), items().nth(2).click()]);
    expect(download.suggestedFilename()).toBe('event.ics');
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text).toContain('SUMMARY:Launch party');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20300501T180000');
    // saved marks on the trigger once a calendar was used
    await expect(page.locator('add-to-calendar-button').getAttribute('atcb-saved')).resolves.toBe('');
  });

  it('injects JSON-LD into the document head', async () => {
    await mount(page, base, EVENT);
    const ld = await page.evaluate(() => JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'));
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Launch party',
      startDate: '2030-05-01T18:00:00+02:00',
      location: { '@type': 'Place', name: 'Berlin' },
    });
  });
});

const MULTI = `name="Tour" ${ALL} dates='[{"startDate":"2030-03-01","startTime":"19:00","endTime":"21:00","timeZone":"Europe/Berlin"},{"name":"Tour: cancelled show","startDate":"2030-03-08","startTime":"19:00","endTime":"21:00","timeZone":"Europe/Berlin","status":"cancelled"},{"startDate":"2020-03-15","timeZone":"Europe/Berlin"}]' pastDateHandling="disable"`;

describe('multi-date chooser and stacked modals', () => {
  it('lists the dates, marks saved ones, disables past ones, stacks the cancelled warning and restores focus', async () => {
    await mount(page, base, MULTI);
    await trigger().click();
    await items().nth(1).click(); // Google
    const dialogs = page.locator('add-to-calendar-button [role=dialog]');
    await expect(dialogs.count()).resolves.toBe(1);
    await expect(dialogs.first().getAttribute('aria-modal')).resolves.toBe('true');
    const rows = page.locator('add-to-calendar-button .atcb-date-item');
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(2).getAttribute('aria-disabled')).resolves.toBe('true');
    expect(await focused(page)).toContain('Tour');
    // save the first date
    const [popup] = await Promise.all([page.waitForEvent('popup'), rows.nth(0).click()]);
    expect(popup.url()).toContain('calendar.google.com');
    await popup.close();
    await expect(rows.nth(0).locator('.atcb-saved-mark').count()).resolves.toBe(1);
    // the cancelled date opens a second dialog on top of the first
    await rows.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await textOf(page.locator('add-to-calendar-button .atcb-bg:not([hidden]) [role=dialog] h2'))).toBe('This date got cancelled.');
    await expect(page.locator('add-to-calendar-button .atcb-bg[hidden]').count()).resolves.toBe(1);
    // focus is trapped in the top dialog
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const inTop = await page.evaluate(() => {
        const root = document.querySelector('add-to-calendar-button')!.shadowRoot!;
        return !!root.activeElement?.closest('.atcb-bg:not([hidden])');
      });
      expect(inTop).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('add-to-calendar-button .atcb-bg').count()).resolves.toBe(1);
    expect(await focused(page)).toContain('Tour: cancelled show');
    await page.keyboard.press('Escape');
    await expect(dialogs.count()).resolves.toBe(0);
    expect(await focused(page)).toBe('button:Add to Calendar');
  });

  it('with one uid for the button, each date is saved as its own event: saving one date marks that date only', async () => {
    const dates = `dates='[{"startDate":"2030-03-01","startTime":"19:00","endTime":"21:00"},{"startDate":"2030-03-08","startTime":"19:00","endTime":"21:00"}]'`;
    await mount(page, base, `name="Tour" uid="tour-2030" timeZone="Europe/Berlin" options="'Google','Yahoo'" ${dates}`);
    await trigger().click();
    await items().nth(0).click();
    const rows = page.locator('add-to-calendar-button .atcb-date-item');
    const [popup] = await Promise.all([page.waitForEvent('popup'), rows.nth(1).click()]);
    await popup.close();
    await expect(rows.evaluateAll((els) => els.map((e) => e.querySelectorAll('.atcb-saved-mark').length))).resolves.toEqual([0, 1]);
    await expect(page.locator('add-to-calendar-button').getAttribute('atcb-saved')).resolves.toBeNull();
    await expect(
      page.evaluate(() =>
        (document.querySelector('add-to-calendar-button') as unknown as { result: { dates: { date: { uid: string } }[] } }).result.dates.map((d) => d.date.uid),
      ),
    ).resolves.toEqual(['tour-2030', 'tour-2030-2']);
  });

  it('downloads one file with every active date for iCal', async () => {
    await mount(page, base, MULTI);
    await trigger().click();
    const [download] = await Promise.all([page.waitForEvent('download'), items().nth(2).click()]);
    let text = '';
    for await (const chunk of await download.createReadStream()) text += chunk;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('a single cancelled date shows the warning with the CANCEL file as call to action', async () => {
    await mount(page, base, `${EVENT} status="cancelled" options="'Google','iCal'"`);
    await trigger().click();
    const dialog = page.locator('add-to-calendar-button [role=dialog]');
    expect(await textOf(dialog.locator('h2'))).toBe('This date got cancelled.');
    const href = await dialog.locator('a.atcb-primary').getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toContain('METHOD:CANCEL');
    await page.mouse.click(5, 5); // background closes
    await expect(dialog.count()).resolves.toBe(0);
  });
});

describe('attributes, languages and states', () => {
  it('re-renders on attribute change', async () => {
    await mount(page, base, `${EVENT} options="'Google'"`);
    await page.evaluate(() => {
      const el = document.querySelector('add-to-calendar-button')!;
      el.setAttribute('name', 'Renamed');
      el.setAttribute('language', 'de');
      el.setAttribute('buttonStyle', 'round');
    });
    await page.waitForFunction(
      () => document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('.atcb-trigger')?.textContent === 'Zum Kalender hinzufügen',
    );
    await expect(page.locator('add-to-calendar-button .atcb-root').getAttribute('class')).resolves.toContain('atcb-style-round');
    await trigger().click();
    expect(decodeURIComponent((await items().first().getAttribute('href')) ?? '')).toContain('text=Renamed');
  });

  it('switches to right-to-left for Arabic, Persian and Hebrew', async () => {
    for (const [lang, label] of [
      ['ar', 'أضف إلى التقويم'],
      ['he', 'הוספה ליומן'],
      ['fa', 'افزودن به تقویم'],
    ]) {
      await mount(page, base, `${EVENT} language="${lang}"`);
      await expect(page.locator('add-to-calendar-button .atcb-root').getAttribute('dir')).resolves.toBe('rtl');
      expect(await textOf(trigger())).toBe(label);
    }
    await mount(page, base, `${EVENT} language="fr"`);
    await expect(page.locator('add-to-calendar-button .atcb-root').getAttribute('dir')).resolves.toBe('ltr');
  });

  it('offers the iCal file when the rules remove every option given (spec: empty options become ical)', async () => {
    await mount(page, base, `${EVENT} recurrence="weekly" recurrence_count="5" options="'Yahoo','MicrosoftTeams'"`);
    await trigger().click();
    await expect(items().evaluateAll((els) => els.map((e) => [e.getAttribute('data-option'), e.hasAttribute('download')]))).resolves.toEqual([['ical', true]]);
  });

  it('on Android, Google opens the app through an intent with the browser fallback; in-app browsers keep the https link', async () => {
    const googleHref = async (): Promise<string> => {
      await trigger().click();
      const href = await page.locator('add-to-calendar-button [data-option=google]').getAttribute('href');
      await trigger().click();
      return href ?? '';
    };
    await mount(page, base, `${EVENT} options="'Google'" fakeAndroid`);
    const href = await googleHref();
    const fallback = decodeURIComponent(/;S\.browser_fallback_url=([^;#]*);end$/.exec(href)?.[1] ?? '');
    expect(fallback).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&dates=20300501T180000%2F20300501T200000/);
    expect(href).toBe(
      `intent://${fallback.slice(8)}#Intent;scheme=https;package=com.google.android.calendar;S.browser_fallback_url=${encodeURIComponent(fallback)};end`,
    );
    await mount(page, base, `${EVENT} options="'Google'"`);
    expect(await googleHref()).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/r\/eventedit\?/);
    // an Android web view (an app's in-app browser)
    const webView = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
    });
    page = await webView.newPage();
    await mount(page, base, `${EVENT} options="'Google'"`);
    expect(await googleHref()).toBe(fallback);
    await webView.close();
  });

  it('pastDateHandling: hide hides a past button, disable disables it', async () => {
    await mount(page, base, `name="Old" startDate="2020-01-01" pastDateHandling="hide"`);
    await expect(page.locator('add-to-calendar-button').isVisible()).resolves.toBe(false);
    await mount(page, base, `name="Old" startDate="2020-01-01" pastDateHandling="disable"`);
    await expect(trigger().isDisabled()).resolves.toBe(true);
    await mount(page, base, `name="Old" startDate="2020-01-01"`);
    await expect(trigger().isDisabled()).resolves.toBe(false);
  });

  it('renders every button style, the date style, list styles and dark mode', async () => {
    for (const style of ['default', 'simple', '3d', 'flat', 'round', 'neumorphism', 'text', 'date']) {
      await mount(page, base, `${EVENT} buttonStyle="${style}" lightMode="dark"`);
      await expect(page.locator('add-to-calendar-button .atcb-root').getAttribute('class')).resolves.toBe(`atcb-root atcb-style-${style} atcb-dark`);
      await expect(trigger().isVisible()).resolves.toBe(true);
    }
    expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-day b'))).toBe('1');
    for (const listStyle of ['dropdown', 'dropdown-static', 'dropup-static', 'overlay']) {
      await mount(page, base, `${EVENT} listStyle="${listStyle}"`);
      await trigger().click();
      await expect(page.locator(`add-to-calendar-button .atcb-list-${listStyle}[role=menu]`).isVisible()).resolves.toBe(true);
    }
    await mount(page, base, `${EVENT} listStyle="modal"`);
    await trigger().click();
    await expect(page.locator('add-to-calendar-button [role=dialog]').isVisible()).resolves.toBe(true);
  });

  it('shows the generation error only in debug mode and never breaks the page', async () => {
    await mount(page, base, `name="Broken" startDate="2030-13-01" debug`);
    expect(await textOf(page.locator('add-to-calendar-button .atcb-debug'))).toContain('Add to Calendar Button generation (atcb-btn-');
    await mount(page, base, `name="Broken" startDate="2030-13-01"`);
    await expect(page.locator('add-to-calendar-button .atcb-debug').count()).resolves.toBe(0);
  });

  it('in-app browsers get a warning instead of a file download, with the link copied', async () => {
    const ctx = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Instagram 300.0' });
    const p = await ctx.newPage();
    await mount(p, base, `${EVENT} options="'iCal'"`);
    await p.locator('add-to-calendar-button .atcb-trigger').click();
    await p.locator('add-to-calendar-button [role=menuitem]').first().click();
    expect(await textOf(p.locator('add-to-calendar-button [role=dialog] h2'))).toBe('Open your browser');
    await ctx.close();
  });

  it('opens the thank-you dialog after saving', async () => {
    await mount(page, base, `${EVENT} options="'Google'" ty='{"type":"text","headline":"Thanks!","text":"See you there"}'`);
    await trigger().click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), items().first().click()]);
    await popup.close();
    await page.locator('add-to-calendar-button [role=dialog] h2').waitFor();
    expect(await textOf(page.locator('add-to-calendar-button [role=dialog] h2'))).toBe('Thanks!');
  });
});

describe('RSVP against the local mock of the CMS contract', () => {
  beforeEach(async () => {
    await fetch(`${base}/__reset`);
  });

  const rsvpAttrs = (key: string, extra = '') =>
    `${EVENT} options="'Google','iCal'" rsvp='{"key":"${key}","api":"${base}","maxpp":3,"maybe_option":true${extra}}'`;
  const dialog = () => page.locator('add-to-calendar-button [role=dialog]');

  it('submits a response, shows success and the calendar buttons, remembers it and can restart', async () => {
    await mount(page, base, rsvpAttrs('launch-2026'));
    await page.waitForFunction(() => document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('[data-rsvp-loaded]'));
    await trigger().click();
    expect(await textOf(dialog().locator('.atcb-note').last())).toBe('Seats left: 20');
    await dialog().locator('input[value=confirmed]').check();
    await dialog().locator('input[name=amount]').fill('2');
    await dialog().locator('input[name=email]').fill('guest@example.com');
    await dialog().locator('button[type=submit]').click();
    expect(await textOf(dialog().locator('.atcb-success'))).toBe('Sent successfully!');
    await expect(dialog().locator('[data-option]').count()).resolves.toBe(2);
    await page.keyboard.press('Escape');
    expect(await textOf(trigger())).toBe('Response sent');
    const count = await (await fetch(`${base}/api/rsvp/launch-2026/count`)).json();
    expect(count).toEqual({ total: 2, max: 20, seatsLeft: 18, expires: null });
    await trigger().click();
    expect(await textOf(dialog().locator('p').first())).toBe('You already sent your response.');
    await dialog().locator('button', { hasText: 'Change response' }).click();
    await expect(dialog().locator('form').count()).resolves.toBe(1);
  });

  it('validates required fields and emails before sending', async () => {
    await mount(page, base, rsvpAttrs('launch-2026'));
    await trigger().click();
    await dialog().locator('button[type=submit]').click();
    expect(await textOf(dialog().locator('[role=alert]'))).toBe('You did not properly fill all required fields');
    await dialog().locator('input[value=declined]').check();
    await dialog().locator('input[name=email]').fill('not-an-email');
    await dialog().locator('button[type=submit]').click();
    expect(await textOf(dialog().locator('[role=alert]'))).toBe('Please enter a valid email address');
  });

  it('maps server error codes to messages: booked out for many', async () => {
    await mount(page, base, rsvpAttrs('small-dinner'));
    await page.waitForFunction(() => document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('[data-rsvp-loaded]'));
    await trigger().click();
    await dialog().locator('input[value=confirmed]').check();
    await dialog().locator('input[name=amount]').fill('3');
    await dialog().locator('input[name=email]').fill('late@example.com');
    await dialog().locator('button[type=submit]').click();
    expect(await textOf(dialog().locator('[role=alert]'))).toBe('Not enough seats are left for this many people');
  });

  it('shows the double opt-in success variant', async () => {
    await mount(page, base, rsvpAttrs('doi-event'));
    await trigger().click();
    await dialog().locator('input[value=undecided]').check();
    await dialog().locator('input[name=email]').fill('guest@example.com');
    await dialog().locator('button[type=submit]').click();
    expect(await textOf(dialog().locator('.atcb-success'))).toContain('please confirm');
  });

  it('disables the trigger when booked out or expired', async () => {
    await mount(page, base, rsvpAttrs('sold-out'));
    await page.waitForFunction(() => document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('[data-rsvp-loaded]'));
    expect(await textOf(trigger())).toBe('Booked out');
    await expect(trigger().isDisabled()).resolves.toBe(true);
    await mount(page, base, rsvpAttrs('closed', ',"expires":"2020-01-01T00:00:00Z"'));
    expect(await textOf(trigger())).toBe('Registration has expired');
    await expect(trigger().isDisabled()).resolves.toBe(true);
  });

  it('without a key shows the demo success without sending', async () => {
    await mount(page, base, `${EVENT} rsvp='{"headline":"Join?"}' inline`);
    await page.locator('add-to-calendar-button input[value=confirmed]').check();
    await page.locator('add-to-calendar-button input[name=email]').fill('guest@example.com');
    await page.locator('add-to-calendar-button button[type=submit]').click();
    expect(await textOf(page.locator('add-to-calendar-button .atcb-note'))).toBe('Demo mode: nothing was sent.');
  });
});

describe('more layouts and flows', () => {
  it('hover trigger opens on mouse over and closes when the mouse leaves', async () => {
    await mount(page, base, `${EVENT} trigger="hover" options="'Google','iCal'"`);
    await trigger().hover();
    await items().first().waitFor();
    await page.mouse.move(1100, 850);
    await page.waitForFunction(() => !document.querySelector('add-to-calendar-button')!.shadowRoot!.querySelector('[role=menu]'));
    await expect(trigger().getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('buttonsList renders one reachable link per calendar', async () => {
    await mount(page, base, `${EVENT} buttonsList options="'Google','Yahoo'"`);
    const links = page.locator('add-to-calendar-button .atcb-buttons a');
    await expect(links.count()).resolves.toBe(2);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Google');
  });

  it('subscribe: webcal and Google cid links, Yahoo opens its own modal', async () => {
    await mount(page, base, `name="Team calendar" subscribe icsFile="https://example.com/team.ics" options="'Apple','Google','Yahoo'"`);
    expect(await textOf(trigger())).toBe('Subscribe to Calendar');
    await trigger().click();
    const hrefs = await items().evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.slice(0, 2)).toEqual(['webcal://example.com/team.ics', 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fexample.com%2Fteam.ics']);
    await items().nth(2).click();
    expect(await textOf(page.locator('add-to-calendar-button [role=dialog] h2'))).toBe('Subscribe in Yahoo Calendar');
    await expect(page.locator('add-to-calendar-button [role=dialog] input').inputValue()).resolves.toBe('https://example.com/team.ics');
  });

  it('thank-you share: copy link shows a confirmation', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await mount(page, base, `${EVENT} options="'iCal'" ty='{"type":"share","url":"https://example.com/launch"}'`);
    await trigger().click();
    await Promise.all([page.waitForEvent('download'), items().first().click()]);
    const dialog = page.locator('add-to-calendar-button [role=dialog]');
    await dialog.waitFor();
    await expect(dialog.locator('a', { hasText: 'Share by email' }).getAttribute('href')).resolves.toBe(
      'mailto:?subject=Launch%20party&body=https%3A%2F%2Fexample.com%2Flaunch',
    );
    await dialog.locator('button', { hasText: 'Copy link' }).click();
    expect(await textOf(dialog.locator('[role=status]'))).toBe('Link copied!');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('https://example.com/launch');
  });

  it('shows times in 12-hour format in English and 24-hour otherwise', async () => {
    await mount(page, base, `${EVENT} buttonStyle="date"`);
    expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-note').first())).toMatch(/6:00\s?–\s?8:00\s?PM/);
    await mount(page, base, `${EVENT} buttonStyle="date" language="de"`);
    expect(await textOf(page.locator('add-to-calendar-button .atcb-datebtn-note').first())).toMatch(/18:00\s?–\s?20:00/);
  });

  it('the modal list style traps focus and Escape returns it to the trigger', async () => {
    await mount(page, base, `${EVENT} listStyle="modal" options="'Google','Yahoo'"`);
    await expect(trigger().getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await trigger().focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('a:Google');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Yahoo');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button:Close');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Google');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button:Add to Calendar');
  });
});

describe('demo page', () => {
  it('renders every widget; only the intentionally broken one reports an error', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('add-to-calendar-button')];
      return all.length > 40 && all.every((el) => ['ready', 'error'].includes(el.getAttribute('atcb-state') ?? ''));
    });
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('add-to-calendar-button')].map((el) => `${el.getAttribute('name')}:${el.getAttribute('atcb-state')}`),
    );
    expect(states.filter((s) => s.endsWith(':error'))).toEqual(['Broken:error']);
    expect(errors).toEqual([]);
    await expect(page.locator('#custombtn link[rel=stylesheet]').getAttribute('href')).resolves.toBe(`${base}/demo/custom.css`);
  });
});

describe('rendering several buttons', () => {
  /** Adds three buttons at once and reads their states after the widget's first render task. */
  async function statesAfterOneTask(budgetMs: number) {
    await mount(page, base, EVENT);
    return page.evaluate(
      async ({ attrs, budgetMs }) => {
        const element = customElements.get('add-to-calendar-button') as unknown as { renderBudgetMs: number };
        element.renderBudgetMs = budgetMs;
        const html = `<add-to-calendar-button ${attrs}></add-to-calendar-button>`;
        document.body.insertAdjacentHTML('beforeend', html + html + html);
        const fresh = [...document.querySelectorAll('add-to-calendar-button')].slice(1);
        // The widget posted its render task when the elements connected: this message comes after it.
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(0);
        });
        return fresh.map((el) => el.getAttribute('atcb-state'));
      },
      { attrs: EVENT, budgetMs },
    );
  }

  it('renders in tasks of a bounded time: past the budget, the next button waits for the next task', async () => {
    expect(await statesAfterOneTask(0)).toEqual(['ready', 'initializing', 'initializing']);
    await waitReady(page);
    await expect(page.locator('add-to-calendar-button .atcb-trigger').count()).resolves.toBe(4);
  });

  it('renders cheap buttons together within the budget', async () => {
    expect(await statesAfterOneTask(60_000)).toEqual(['ready', 'ready', 'ready']);
  });
});
