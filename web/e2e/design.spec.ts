import { SEEDED } from 'seeds';
import { expect, test } from './fixtures';

/** Issue 16, item 10: the site's look in Chromium (typeface, mobile menu, menus, grid, figures, titles, share icons). */
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const trial = '/en-US/free-trial';

test('the typeface is self-hosted: Inter, loaded from the site itself, no font service', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/en-US/newsroom');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded'))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(new URL(url).origin).toBe(baseURL);
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: phone });

  test('a Menu button opens a panel with every link; Escape closes it and returns to the button', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Buildings', 'Landscapes', 'Entertainment', 'All Products', 'Support']);
    // Not clipped: every link is whole and inside the viewport.
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
    }
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  for (const locale of ['en-US', 'es-US']) {
    test(`${locale}: the header fits one row, its Sign In label on one line, nothing to scroll sideways`, async ({ page }) => {
      await page.goto(`/${locale}/newsroom`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      // The label's text lies on one line (one box per line of text).
      const lines = await page.locator('.signin summary').evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      const menu = (await page.getByRole('button', { name: locale === 'es-US' ? 'Menú' : 'Menu', exact: true }).boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(phone.width);
    });
  }

  test('a click outside the panel closes it', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.locator('.newsroom__header h2').click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile filters panel closes on Escape and on a click outside', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const toggle = page.locator('.filters__toggle');
    await toggle.click();
    await expect(page.locator('#newsroom-filters')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#newsroom-filters')).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(page.locator('#newsroom-filters')).toBeVisible();
    await page.locator('.newsroom__header h2').click();
    await expect(page.locator('#newsroom-filters')).toBeHidden();
  });
});

test.describe('without JavaScript (375 px)', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the main navigation links are all shown, whole, and there is no Menu button', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
    }
  });
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: desktop });

  test('the Sign In menu closes on Escape (back to its summary) and on a click outside', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const summary = page.locator('details.signin summary');
    await summary.click();
    await expect(page.getByRole('link', { name: /Cloud Services/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('details.signin')).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await summary.click();
    await expect(page.locator('details.signin')).toHaveAttribute('open');
    await page.locator('.newsroom__header h2').click();
    await expect(page.locator('details.signin')).not.toHaveAttribute('open');
  });

  test('the Sign In menu closes when Tab leaves it; the search box shows a 2 px focus ring', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const summary = page.locator('details.signin summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details.signin')).toHaveAttribute('open');
    const links = await page.locator('details.signin .menu__list a').count();
    for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
    await expect(page.locator('details.signin')).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(page.locator('details.signin')).not.toHaveAttribute('open');
    await page.locator('#site-search').focus();
    const ring = await page.locator('.search-box').evaluate((box) => getComputedStyle(box));
    expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '2px']);
  });

  test('the newsletter field and its button are the same height; filter options keep one line', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const input = (await page.locator('.newsletter input[type="email"]').boundingBox())!;
    const button = (await page.locator('.newsletter .button').boundingBox())!;
    expect(Math.abs(input.height - button.height)).toBeLessThanOrEqual(1);
    await page.getByTestId('filter-category').locator('summary').click();
    for (const option of await page.getByTestId('filter-category').locator('.menu__list a').all()) {
      // The lines its words lie on (the check box beside them left out).
      const lines = await option.evaluate((a) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top / 4));
        }
        return tops.size;
      });
      expect(lines, await option.innerText()).toBe(1);
    }
  });

  test('the newsroom grid has no empty cell: every row but the last is full, card 13 starts a row with card 14', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const grid = page.getByTestId('newsroom-grid');
    const gridBox = (await grid.boundingBox())!;
    const boxes = await grid.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(14);
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const ordered = [...rows.values()];
    for (const row of ordered.slice(0, -1)) {
      const right = Math.max(...row.map((b) => b.right));
      expect(Math.abs(right - (gridBox.x + gridBox.width))).toBeLessThan(2);
    }
    expect(Math.round(boxes[12].top)).toBe(Math.round(boxes[13].top));
    expect(Math.round(boxes[12].left)).toBe(Math.round(gridBox.x));
  });

  test('share buttons are labelled icons', async ({ page }) => {
    await page.goto(`/en-US/newsroom/${SEEDED.draftAheadArticleSlugs[0]}`);
    const share = page.locator('.share');
    const controls = [
      share.getByRole('link', { name: /^Facebook/ }),
      share.getByRole('link', { name: /^LinkedIn/ }),
      share.getByRole('link', { name: /^X / }),
      share.getByRole('button', { name: 'Copy link' }),
    ];
    for (const control of controls) {
      await expect(control.locator('svg')).toBeVisible();
      // An icon-sized control whose text (its name) is all visually hidden.
      const box = (await control.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(48);
      const visibleText = await control.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent!.trim() && !node.parentElement!.closest('.sr-only')) texts.push(node.textContent!);
        }
        return texts;
      });
      expect(visibleText).toEqual([]);
    }
  });
});

for (const viewport of [phone, desktop]) {
  test(`a full-bleed image runs edge to edge; its caption and credit are set apart, off the page edge (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(trial);
    const block = page.locator('[data-block="full-bleed-image"]');
    const image = (await block.locator('img').boundingBox())!;
    expect(image.x).toBe(0);
    expect(Math.round(image.width)).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    const caption = block.locator('figcaption > span').first();
    const credit = block.locator('figcaption > span').last();
    await expect(caption).toHaveText('Designed in Landmark by Harbor & Pine.');
    await expect(credit).toHaveText('Harbor & Pine Landscape');
    const [captionBox, creditBox] = [(await caption.boundingBox())!, (await credit.boundingBox())!];
    expect(captionBox.x).toBeGreaterThanOrEqual(16);
    expect(creditBox.x).toBeGreaterThanOrEqual(16);
    expect(creditBox.x + creditBox.width).toBeLessThanOrEqual(viewport.width - 16);
    // Apart: on its own line, or with a clear gap after the caption.
    expect(creditBox.y >= captionBox.y + captionBox.height || creditBox.x >= captionBox.x + captionBox.width + 16).toBe(true);
  });
}

test('the brand is in titles once', async ({ page }) => {
  await page.goto(trial);
  await expect(page).toHaveTitle('Free 30-day trial | Meridian');
  await page.goto(`/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`);
  expect((await page.title()).match(/Meridian/g)).toHaveLength(1);
});
