import type { Locator, Page } from '@playwright/test';
import { cms, createLandingPage, documentIdFromUrl, expect, png, signIn, test, uniqueSlug, WEB_URL } from './helpers';

/**
 * The builder's page canvas: the site's own draft preview in the builder's main area, selected,
 * edited and restructured on the page (issue 14, items 1–4 and 9).
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="page-canvas-frame"]');
const cards = (page: Page) => page.getByTestId('block-card');
const cardOrder = (page: Page) => cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-block')));
const pageOrder = (page: Page) =>
  canvas(page)
    .locator('[data-block-index]')
    .evaluateAll((list) => list.map((block) => block.getAttribute('data-block-uid')));

/** A new landing page with Hero with image ("Hero title"), Text ("Text title") and FAQ (collapsible) ("FAQ title"), added with the palette. */
async function pageWithBlocks(page: Page) {
  await signIn(page);
  const slug = await createLandingPage(page, `Canvas ${uniqueSlug('c')}`);
  for (const [name, title] of [
    ['Hero with image', 'Hero title'],
    ['Text', 'Text title'],
    ['FAQ (collapsible)', 'FAQ title'],
  ]) {
    await page.getByRole('button', { name: `Add ${name} after the selected block` }).click();
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(title);
  }
  await expect(canvas(page).getByRole('heading', { name: 'FAQ title' })).toBeVisible();
  return slug;
}

test('click a block on the page: it is selected, its fields open, the text clicked is the field focused; hover names the block', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  // The page is the site's own rendering, the same components as the public page (its block classes).
  await expect(frame.locator('section.block--hero-image-left')).toHaveCount(1);
  await expect(frame.locator('[data-block-index]')).toHaveCount(3);

  await frame.getByRole('heading', { name: 'Text title' }).hover();
  await expect(frame.getByTestId('hover-outline')).toContainText('Text');

  await frame.getByRole('heading', { name: 'Hero title' }).click();
  await expect(page.getByRole('heading', { name: /Hero with image\s+block 1/ })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Hero title');
  await expect(frame.getByTestId('selected-outline')).toContainText('Hero with image');

  await frame.getByRole('heading', { name: 'Text title' }).click();
  await expect(page.getByRole('heading', { name: /^Text\s+block 2/ })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Text title');

  // Selection is one, shared: choosing a block in the list outlines it on the page.
  await cards(page)
    .nth(2)
    .getByRole('button', { name: /^FAQ \(collapsible\)/ })
    .click();
  await expect(frame.getByTestId('selected-outline')).toContainText('FAQ (collapsible)');
  // The fields panel follows every change on the page at once.
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Typed in the panel');
  await expect(frame.getByRole('heading', { name: 'Typed in the panel' })).toBeVisible();

  // Widths (in the top bar): fit, 375, 768, 1280: the page inside is that wide.
  const region = page.getByRole('region', { name: 'Page', exact: true });
  const widths = page.getByRole('group', { name: 'Canvas width' });
  for (const width of [375, 768, 1280]) {
    await widths.getByRole('button', { name: new RegExp(` ${width}$`) }).click();
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
  }
  await widths.getByRole('button', { name: 'Fit' }).click();
  const stage = await region.locator('.page-canvas-stage').boundingBox();
  await expect.poll(async () => Math.abs((await frame.locator('html').evaluate(() => window.innerWidth)) - stage!.width)).toBeLessThanOrEqual(1);
});

test('edit a heading in place, save, publish, and the public page shows it (without any preview mark)', async ({ page }) => {
  const slug = await pageWithBlocks(page);
  const id = documentIdFromUrl(page);
  const frame = canvas(page);
  const heading = frame.getByRole('heading', { name: 'Hero title' });
  await heading.dblclick();
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Edited on the page');
  // Shown at once, before the store has it.
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).not.toHaveAttribute('contenteditable');
  // Committed to the store: the panel shows it, undo and redo work as for the panel.
  await frame.getByRole('heading', { name: 'Edited on the page' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Edited on the page');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Hero title');
  await expect(frame.getByRole('heading', { name: 'Hero title' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const published = await cms<{ data: { published: { title?: string }[] } }>(
    `/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`,
  );
  expect(published.data.published.map((block) => block.title)).toContain('Edited on the page');

  const site = await fetch(`${WEB_URL}/en-US/${slug}`);
  expect(site.status).toBe(200);
  const html = await site.text();
  expect(html).toContain('Edited on the page');
  expect(html).not.toMatch(/data-block-index|data-field|preview-block/);
  const visitor = await page.context().newPage();
  await visitor.goto(`${WEB_URL}/en-US/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();
  await expect(visitor.locator('[data-block-index], [data-field]')).toHaveCount(0);
  await visitor.close();
});

test('by keyboard: Enter on a selected block edits its first text in place, Enter commits it', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  // A click on the block outside its texts selects it and leaves the focus on the page.
  await frame.locator('[data-block-index="1"]').click({ position: { x: 4, y: 4 } });
  await expect(frame.getByTestId('selected-outline')).toContainText('Text');
  await frame.getByRole('button', { name: 'Edit text' }).focus();
  await page.keyboard.press('Enter');
  const heading = frame.getByRole('heading', { name: 'Text title' });
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type(' by keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Text title by keyboard');
});

test('insert a block through "+" at position 3; move, duplicate and delete on the page', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  expect(await cardOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.text', 'blocks.faq-collapse']);
  await frame.getByRole('button', { name: 'Insert a block at position 3' }).click();
  // The palette says where its blocks go now, and Escape cancels.
  const palette = page.getByRole('complementary', { name: 'Blocks' });
  await expect(palette.getByRole('status').filter({ hasText: 'Insert at position 3' })).toBeVisible();
  await expect(page.getByPlaceholder('Search blocks')).toBeFocused();
  await expect(palette.getByRole('button', { name: 'Insert Buy call to action at position 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette.getByRole('status')).toHaveCount(0);
  await expect(palette.getByRole('button', { name: 'Add Buy call to action after the selected block' })).toBeVisible();
  await frame.getByRole('button', { name: 'Insert a block at position 3' }).click();
  await palette.getByRole('button', { name: 'Insert Buy call to action at position 3' }).click();
  const inserted = ['blocks.hero-image-left', 'blocks.text', 'blocks.buy-simple', 'blocks.faq-collapse'];
  await expect.poll(() => cardOrder(page)).toEqual(inserted);
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await expect(palette.getByRole('status')).toHaveCount(0);
  // The next "+" of the palette inserts after the selection again.
  await expect(page.getByRole('heading', { name: /Buy call to action\s+block 3/ })).toBeVisible();

  // The selected block's toolbar on the page: move down, move up, duplicate, delete.
  await frame.getByRole('heading', { name: 'Text title' }).click();
  await frame.getByRole('button', { name: 'Move block down' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.buy-simple', 'blocks.text', 'blocks.faq-collapse']);
  await frame.getByRole('button', { name: 'Move block up' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await frame.getByRole('button', { name: 'Duplicate block' }).click();
  await expect.poll(() => cardOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.text', 'blocks.text', 'blocks.buy-simple', 'blocks.faq-collapse']);
  await expect(frame.getByRole('heading', { name: 'Text title' })).toHaveCount(2);
  await frame.getByRole('button', { name: 'Delete block' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await page.keyboard.press('Control+z');
  await expect.poll(() => cardOrder(page)).toHaveLength(5);
});

test('a block with nothing to show yet (a logo strip without logos) stays visible and selectable on the page', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  await page.getByRole('button', { name: /^Add Logo strip after the selected block/ }).click();
  const strip = frame.locator('[data-block-index="3"]');
  await expect(strip).toHaveAttribute('data-block-uid', 'blocks.logo-strip');
  await expect(strip).toBeVisible();
  expect((await strip.boundingBox())!.height).toBeGreaterThanOrEqual(60);
  await frame.getByRole('heading', { name: 'Hero title' }).click();
  await expect(page.getByRole('heading', { name: /Hero with image\s+block 1/ })).toBeVisible();
  await strip.click();
  await expect(page.getByRole('heading', { name: /Logo strip\s+block 4/ })).toBeVisible();
  await expect(frame.getByTestId('selected-outline')).toContainText('Logo strip');
});

test("a logo's alt text and visible name are written in place on the page (a list item's fields)", async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  await page.getByRole('button', { name: /^Add Logo strip after the selected block/ }).click();
  await page.getByRole('button', { name: 'Add logo', exact: true }).click();
  await page.getByRole('button', { name: 'Choose image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose an image' });
  const name = `${uniqueSlug('logo')}.png`;
  await library.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: png() });
  await library.getByLabel(/Alternative text/).fill('A grey square');
  await library.getByRole('button', { name: 'Upload' }).click();
  await library
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: `Use ${name}` })
    .click();

  const strip = frame.locator('[data-block-index="3"]');
  const alt = strip.locator('[data-field="logos.0.alt"]');
  await expect(alt).toHaveAttribute('data-placeholder', 'Describe the logo');
  await alt.dblclick();
  await expect(alt).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.type('Acme Inc. logo');
  await page.keyboard.press('Enter');
  await expect(strip.locator('[data-field="logos.0.alt"]')).toHaveText('Acme Inc. logo');
  await expect(strip.getByRole('img', { name: 'Acme Inc. logo' })).toBeVisible();
  await expect(
    page
      .locator('.inspector')
      .getByLabel(/^Image description/)
      .first(),
  ).toHaveValue('Acme Inc. logo');

  // The visible name, once it has one, is written on the page too.
  await page
    .locator('.inspector')
    .getByLabel(/^Visible name/)
    .first()
    .fill('Acme');
  const shownName = strip.locator('[data-field="logos.0.name"]');
  await expect(shownName).toHaveText('Acme');
  await shownName.dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Acme, Oslo');
  await page.keyboard.press('Enter');
  await expect(
    page
      .locator('.inspector')
      .getByLabel(/^Visible name/)
      .first(),
  ).toHaveValue('Acme, Oslo');
  await expect(strip.locator('[data-field="logos.0.name"]')).toHaveText('Acme, Oslo');
  await page.getByRole('region', { name: 'Page', exact: true }).screenshot({ path: '.e2e/results/logo-strip-in-place.png' });
});

test('drag a block on the page by its grip: a line marks where it will go, Escape cancels, a drop moves it (one undoable change)', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  const before = await pageOrder(page);
  await frame.getByRole('heading', { name: 'Hero title' }).click();
  await expect(frame.getByTestId('selected-outline')).toContainText('Hero with image');
  const grip = (await frame.getByTestId('drag-grip').boundingBox())!;
  const below = async () => {
    const faq = (await frame.locator('[data-block-index="2"]').boundingBox())!;
    return { x: faq.x + faq.width / 2, y: faq.y + faq.height * 0.8 };
  };

  // Escape while dragging: nothing moves. The click gave the builder's Title field the keyboard; a
  // press on the grip brings it to the page, where Escape cancels the drag.
  await expect(page.getByRole('textbox', { name: 'Title (required)' })).toBeFocused();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  expect(await frame.locator('body').evaluate(() => document.hasFocus())).toBe(true);
  let target = await below();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await expect(frame.getByTestId('drop-marker')).toBeVisible();
  await page.screenshot({ path: '.e2e/results/page-drag-marker.png' });
  await page.keyboard.press('Escape');
  await expect(frame.getByTestId('drop-marker')).toHaveCount(0);
  await page.mouse.up();
  expect(await pageOrder(page)).toEqual(before);

  // A drop below the last block moves the hero there, on the page and in the outline; it stays selected.
  const again = (await frame.getByTestId('drag-grip').boundingBox())!;
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  target = await below();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await expect(frame.getByTestId('drop-marker')).toBeVisible();
  await page.mouse.up();
  const moved = [before[1], before[2], before[0]];
  await expect.poll(() => pageOrder(page)).toEqual(moved);
  await expect.poll(() => cardOrder(page)).toEqual(moved);
  await expect(frame.getByTestId('selected-outline')).toContainText('Hero with image');
  await expect(page.getByRole('heading', { name: /Hero with image\s+block 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(before);
});

test('a whole journey with the keyboard alone: add blocks, edit on the page, move, save, publish', async ({ page }) => {
  // Playwright's focus() stands for the Tab presses that reach a control.
  await page.goto('/App/Dashboard/Index');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('editor@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Editor12345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Create page' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Title').focus();
  await page.keyboard.type(`Keyboard ${uniqueSlug('k')}`);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByRole('button', { name: 'Create and open the builder' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  const id = documentIdFromUrl(page);

  for (const [name, title] of [
    ['Hero with image', 'Keyboard hero'],
    ['Text', 'Keyboard text'],
  ]) {
    await page.getByRole('button', { name: `Add ${name} after the selected block` }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByLabel(/^Title/)
      .first()
      .focus();
    await page.keyboard.type(title);
  }
  const frame = canvas(page);
  await expect(frame.getByRole('heading', { name: 'Keyboard text' })).toBeVisible();

  // Onto the page: the selected block's toolbar takes the focus.
  await page.getByRole('button', { name: 'Edit on the page' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'Keyboard text' })).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Keyboard text edited');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  // Tab to "Move block up", Enter: the Text block goes first.
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Move block up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageOrder(page)).toEqual(['blocks.text', 'blocks.hero-image-left']);
  // Escape hands the keyboard back to the builder.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit on the page' })).toBeFocused();
  // Back onto the page: the builder's shortcuts work there, Ctrl+S saves (the frame is not reloaded:
  // the keyboard stays on the page).
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const doc = await cms<{ data: { published: { __component: string; title?: string }[] } }>(
    `/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`,
  );
  expect(doc.data.published.map((block) => [block.__component, block.title])).toEqual([
    ['blocks.text', 'Keyboard text edited'],
    ['blocks.hero-image-left', 'Keyboard hero'],
  ]);
  const html = await (await fetch(`${WEB_URL}/en-US/${slug}`)).text();
  expect(html.indexOf('Keyboard text edited')).toBeGreaterThan(-1);
  expect(html.indexOf('Keyboard text edited')).toBeLessThan(html.indexOf('Keyboard hero'));
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

test('the page is the widest part of the builder at 1280 px; on a 375 px phone the panels stack, none wider than the screen', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  const region = page.getByRole('region', { name: 'Page', exact: true });
  const stage = region.locator('.page-canvas-stage');
  const palette = page.getByRole('complementary', { name: 'Blocks' });
  const outline = page.getByRole('region', { name: /^Outline/ });
  const fields = page.getByRole('complementary', { name: 'Fields' });

  await page.setViewportSize({ width: 1280, height: 800 });
  // The palette and the outline share the left sidebar, the fields are on the right; the page has more than half the width.
  const shown = await box(stage);
  expect(shown.width).toBeGreaterThan(1280 / 2);
  for (const panel of [palette, outline, fields]) {
    const panelBox = await box(panel);
    expect(panelBox.width).toBeLessThan(shown.width / 2);
    expect(panelBox.x + panelBox.width <= shown.x + 1 || panelBox.x >= shown.x + shown.width - 1).toBe(true);
  }
  await expect.poll(async () => Math.abs((await frame.locator('html').evaluate(() => window.innerWidth)) - shown.width)).toBeLessThanOrEqual(1);
  // The top bar is the only bar above the page, one row (every control on the first row's line).
  const oneRow = () =>
    page.locator('#top-bar').evaluate((element) => {
      const tops = [...element.children].filter((child) => child.getClientRects().length > 0).map((child) => child.getBoundingClientRect().top);
      return Math.max(...tops) - Math.min(...tops);
    });
  expect(await oneRow()).toBeLessThan(12);
  expect((await box(stage)).y - (await box(page.locator('#top-bar'))).y).toBeLessThan(60);
  await page.screenshot({ path: '.e2e/results/builder-canvas-1280.png' });

  // Folding the palette gives the outline the whole sidebar; the page's "+" unfolds it at its search.
  const tall = (await box(outline)).height;
  await palette.getByRole('button', { name: 'Blocks' }).click();
  await expect(palette.getByRole('button', { name: 'Blocks' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByPlaceholder('Search blocks')).toHaveCount(0);
  expect((await box(outline)).height).toBeGreaterThan(tall + 100);
  await frame.getByRole('button', { name: 'Insert a block at position 2' }).click();
  await expect(page.getByPlaceholder('Search blocks')).toBeFocused();
  await expect(palette.getByRole('button', { name: 'Blocks' })).toHaveAttribute('aria-expanded', 'true');

  // A phone: one column, each panel inside the screen, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  let bottom = 0;
  for (const panel of [palette, outline, region, fields]) {
    const panelBox = await box(panel);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(375);
    expect(panelBox.y).toBeGreaterThanOrEqual(bottom - 1);
    bottom = panelBox.y + panelBox.height;
  }
  await region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect.poll(async () => Math.abs((await frame.locator('html').evaluate(() => window.innerWidth)) - (await box(stage)).width)).toBeLessThanOrEqual(1);
  await expect(frame.getByRole('heading', { name: 'Hero title' })).toBeInViewport();
  await page.screenshot({ path: '.e2e/results/builder-canvas-375.png' });
  // The top bar stays one row: the canvas, panel and page groups are in its "More actions" menu.
  expect(await oneRow()).toBeLessThan(12);
  await expect(page.getByRole('group', { name: 'Canvas width' })).toBeHidden();
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a save keeps the page as it is: the same document, the keyboard on the page, the selection and the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  // The page's draft writes wait until the test lets them go: an autosave (0.8 s after the last change)
  // that a slow machine reaches before Ctrl+S stays in flight, so the changes are still unsaved when the
  // save is asked for (the save then waits for it).
  let release = () => {};
  let gate = Promise.resolve();
  const holdDraftWrites = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  await page.route(
    (url) => url.pathname.includes('/content-manager/collection-types/api::landing-page.landing-page/'),
    async (route) => {
      if (route.request().method() === 'PUT') await gate;
      await route.fallback();
    },
  );
  holdDraftWrites();
  await pageWithBlocks(page);
  const frame = canvas(page);
  const html = frame.locator('html');
  await frame.getByRole('heading', { name: 'FAQ title' }).click();
  await expect(frame.getByTestId('selected-outline')).toContainText('FAQ (collapsible)');
  await expect(page.getByLabel(/^Title/).first()).toBeFocused();
  // The page scrolled down a little; where the selected block shows in the frame is what the editor sees.
  await html.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => html.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const shownAt = () => frame.getByTestId('selected-outline').evaluate((outline) => Math.round(outline.getBoundingClientRect().top));
  const before = await shownAt();
  await html.evaluate(() => {
    (window as unknown as { beforeSave?: boolean }).beforeSave = true;
  });
  await expect(frame.locator('[data-live-unsaved="true"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit on the page' }).click();
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  release();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  // The page shows the saved draft: no "unsaved changes" any more, in the same document.
  await expect(frame.locator('[data-live-unsaved="false"]')).toHaveCount(1);
  expect(await html.evaluate(() => (window as unknown as { beforeSave?: boolean }).beforeSave)).toBe(true);
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await expect(frame.getByTestId('selected-outline')).toContainText('FAQ (collapsible)');
  await expect.poll(async () => Math.abs((await shownAt()) - before), { message: 'the selected block moved in the frame' }).toBeLessThanOrEqual(2);
  expect(await html.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The keyboard goes on where it was: Enter edits the selected block's text in place.
  holdDraftWrites();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'FAQ title' })).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type(' after the save');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('FAQ title after the save');

  // A save with the focus in the panel: the panel keeps it, the frame stays the same document.
  await expect(frame.locator('[data-live-unsaved="true"]')).toHaveCount(1);
  await page
    .getByLabel(/^Title/)
    .first()
    .focus();
  release();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await expect(page.getByLabel(/^Title/).first()).toBeFocused();
  await expect(frame.locator('[data-live-unsaved="false"]')).toHaveCount(1);
  expect(await html.evaluate(() => (window as unknown as { beforeSave?: boolean }).beforeSave)).toBe(true);
});

test('the preview opens in a new tab (the page canvas replaced the preview pane)', async ({ page }) => {
  await pageWithBlocks(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await expect(page.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('preview-frame')).toHaveCount(0);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Preview in a new tab' }).click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { level: 1, name: /^Preview: Canvas/ })).toBeVisible();
  const preview = tab.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByRole('heading', { name: 'FAQ title' })).toBeVisible();
  // Only looked at: no editing overlay on this page.
  await expect(preview.getByTestId('canvas-overlay')).toHaveCount(0);
  for (const width of [375, 768, 1280]) {
    await tab.getByRole('button', { name: new RegExp(` ${width}$`) }).click();
    await expect.poll(() => preview.locator('html').evaluate(() => window.innerWidth)).toBe(width);
  }
  await tab.close();
});

test('in place on the page: an empty subtitle through its placeholder, a button label, an image description (alt text)', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  const hero = frame.locator('[data-block-index="0"]');

  // The hero's subtitle is empty: the page shows a placeholder to write it in.
  const subtitle = hero.locator('[data-field="subtitle"]');
  await expect(subtitle).toHaveAttribute('data-placeholder', 'Subtitle');
  await subtitle.dblclick();
  await expect(subtitle).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.type('Written where it was empty');
  await page.keyboard.press('Escape');
  await expect(hero.getByText('Written where it was empty')).toBeVisible();
  await frame.getByRole('heading', { name: 'Hero title' }).click();
  await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Written where it was empty');

  // The button's label: an empty one is a placeholder button; with a link it is the link's text, written on the page.
  const label = hero.locator('[data-field="buttonText"]');
  await expect(label).toHaveAttribute('data-placeholder', 'Button text');
  await page.getByLabel(/^Button link/).fill('https://example.com/start');
  await label.dblclick();
  await page.keyboard.type('Start now');
  await page.keyboard.press('Escape');
  await expect(hero.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', 'https://example.com/start');
  await expect(page.getByLabel(/^Button text/)).toHaveValue('Start now');
  await hero.getByRole('link', { name: 'Start now' }).locator('[data-field="buttonText"]').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Start today');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Button text/)).toHaveValue('Start today');

  // An image's description (its alt text), which the page does not show, is shown under it in the canvas.
  await page.getByRole('button', { name: 'Add Image after the selected block' }).click();
  const alt = frame.locator('[data-block-index="1"] [data-field="alt"]');
  await expect(alt).toHaveAttribute('data-placeholder', 'Describe the image');
  await alt.dblclick();
  await page.keyboard.type('A red bicycle against a wall');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Image description/)).toHaveValue('A red bicycle against a wall');
  await expect(frame.locator('[data-block-index="1"] [data-field="alt"]')).toHaveText('A red bicycle against a wall');
});
