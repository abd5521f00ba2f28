import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  axeViolations,
  centerOf,
  cms,
  CMS_URL,
  createAuthor,
  createLandingPage,
  documentIdFromUrl,
  dragTo,
  expect,
  png,
  queuedTasksRun,
  signIn,
  test,
  uniqueSlug,
  WEB_URL,
  choose,
} from './helpers';

interface Doc {
  updatedAt: string;
  slug: string;
  title?: string;
  draft: { __component: string; title?: string }[];
  published: { __component: string; title?: string }[];
  publishedSettings: unknown;
}
const getDoc = async (id: string, locale = 'en-US') =>
  (await cms<{ data: Doc }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=${locale}`)).data;
/** Keys pressed at a person's pace: dnd-kit's keyboard sensor attaches its listeners a tick after pick-up. */
async function press(page: import('@playwright/test').Page, ...keys: string[]) {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}
const blockCards = (page: import('@playwright/test').Page) => page.getByTestId('block-card');

test('the session survives a reload without a token in storage, and sign-out ends it', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toMatch(/eyJ|token/i);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('compose by mouse and keyboard, validate, undo/redo, save, publish, and the public site serves it', async ({ page }) => {
  await signIn(page);
  const title = `Spring launch ${uniqueSlug('t')}`;
  const slug = await createLandingPage(page, title);
  const id = documentIdFromUrl(page);

  // Mouse: drag the hero with image from the palette onto the empty canvas.
  await dragTo(
    page,
    await centerOf(page, page.getByRole('button', { name: 'Drag Hero with image onto the page' })),
    await centerOf(page, page.getByTestId('canvas-end')),
  );
  await expect(blockCards(page)).toHaveCount(1);
  await blockCards(page)
    .first()
    .getByRole('button', { name: /^Hero with image/ })
    .first()
    .click();
  await page.getByLabel(/^Title/).fill('Build faster');

  // Validation: a dangerous URL names the field and stops the save.
  await page.getByLabel(/^Button link/).fill('javascript:alert(1)');
  await expect(page.getByText('Block 1 (Hero with image) › Button link: the URL protocol "javascript:" is not allowed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Not saved: Block 1 (Hero with image) › Button link');
  // The dangerous link never reached the CMS (what came before it may have been saved by itself).
  expect(JSON.stringify((await getDoc(id)).draft)).not.toContain('javascript:');
  await page.getByLabel(/^Button link/).fill('https://example.com/try');

  // Keyboard only: pick the collapsible FAQ up from the palette, move onto the page, drop.
  await page.getByRole('button', { name: 'Drag FAQ (collapsible) onto the page' }).focus();
  await press(page, 'Space', 'ArrowRight', 'Space');
  await expect(blockCards(page)).toHaveCount(2);
  await expect(page.locator('[data-block="blocks.faq-collapse"]')).toHaveCount(1);
  // Keyboard only: the + button adds after the selection; then reorder with the handle.
  await page.getByRole('button', { name: 'Add Buy call to action after the selected block' }).focus();
  await page.keyboard.press('Enter');
  await expect(blockCards(page)).toHaveCount(3);
  const order = async () => blockCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-block')));
  const before = await order();
  const lastName = before[2]!.replace('blocks.', '');
  const handle = page.getByRole('button', { name: /^Drag .*, block 3$/ });
  await handle.focus();
  await press(page, 'Space', 'ArrowUp', 'Space');
  await expect.poll(order).toEqual([before[0], before[2], before[1]]);
  await expect(page.locator('#dnd-kit-announcements, [id^="DndLiveRegion"]').first()).toContainText(/Dropped/);
  expect(lastName).toBeTruthy();

  // Fill the required fields of the new blocks.
  for (const block of ['blocks.faq-collapse', 'blocks.buy-simple']) {
    await page
      .locator(`[data-block="${block}"]`)
      .getByRole('button', { name: /^(FAQ \(collapsible\)|Buy call to action)/ })
      .click();
    const titleField = page.getByLabel(/^Title/).first();
    if (await titleField.count()) await titleField.fill(`${block} title`);
  }

  // Undo / redo a field change.
  await page
    .locator('[data-block="blocks.hero-image-left"]')
    .getByRole('button', { name: /^Hero with image/ })
    .click();
  await page.getByLabel(/^Title/).fill('Build faster today');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Build faster');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Build faster today');
  // Undo / redo a canvas change.
  // Delete is on the selected row.
  await page
    .locator('[data-block="blocks.buy-simple"]')
    .getByRole('button', { name: /^Buy call to action/ })
    .click();
  await page.getByRole('button', { name: /^Delete Buy call to action/ }).click();
  await expect(blockCards(page)).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(blockCards(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const saved = await getDoc(id);
  expect(saved.draft.map((b) => b.__component)).toEqual(await order());
  expect(saved.published).toHaveLength(0);

  // The page canvas: the real site's draft-preview route in the iframe, at three widths.
  const frame = page.getByTestId('page-canvas-frame');
  const preview = page.frameLocator('[data-testid="page-canvas-frame"]');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${WEB_URL}/preview/landing-page/en-US/${slug}\\?token=\\d+\\.[\\w-]{43}$`));
  await expect(preview.getByText('Preview: draft content, not published')).toBeVisible();
  for (const width of [375, 768, 1280]) {
    await page
      .getByRole('group', { name: 'Canvas width' })
      .getByRole('button', { name: new RegExp(` ${width}$`) })
      .click();
    await expect.poll(() => preview.locator('html').evaluate(() => window.innerWidth)).toBe(width);
    await expect(preview.getByRole('heading', { name: 'Build faster today' })).toBeVisible();
  }
  // A save shows the saved draft in the same document (no reload), with no "unsaved changes" status.
  await preview.locator('html').evaluate(() => {
    (window as unknown as { beforeSave?: boolean }).beforeSave = true;
  });
  await page
    .locator('[data-block="blocks.faq-collapse"]')
    .getByRole('button', { name: /^FAQ \(collapsible\)/ })
    .click();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Questions, answered');
  await expect(preview.locator('[data-live-unsaved="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await expect(preview.getByRole('heading', { name: 'Questions, answered' })).toBeVisible();
  await expect(preview.locator('[data-live-unsaved="false"]')).toHaveCount(1);
  expect(await preview.locator('html').evaluate(() => (window as unknown as { beforeSave?: boolean }).beforeSave)).toBe(true);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const published = await getDoc(id);
  expect(published.published.map((b) => b.title)).toContain('Build faster today');
  // Published blocks are copies made by the CMS's publish action (ids stripped), not the draft's components.
  const draftIds = new Set(published.draft.map((b) => `${b.__component}:${(b as { id?: number }).id}`));
  expect(published.published.some((b) => draftIds.has(`${b.__component}:${(b as { id?: number }).id}`))).toBe(false);

  // The real site serves the published page (the CMS told it to revalidate).
  const site = await fetch(`${WEB_URL}/en-US/${slug}`);
  expect(site.status).toBe(200);
  const html = await site.text();
  expect(html).toContain('Build faster today');
  expect(html).toContain('Questions, answered');
  expect(html).not.toContain('Preview: draft content');
  const visitor = await page.context().newPage();
  await visitor.goto(`${WEB_URL}/en-US/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Build faster today' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Questions, answered' })).toBeVisible();
  await visitor.close();

  // Unpublish is in Publish's menu.
  await page.getByRole('button', { name: 'More publishing actions' }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('alert')).toContainText('Unpublished.');
  expect((await getDoc(id)).publishedSettings).toBeNull();
  // The site was notified (WEB_REVALIDATE_URL): its cached page is dropped, the page is gone.
  await expect.poll(async () => (await fetch(`${WEB_URL}/en-US/${slug}`)).status).toBe(404);
  // The dashboard says it was taken off the site (the CMS's state), not that it never was on it.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title.split(' ')[2]!);
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Unpublished')).toBeVisible();
});

test('a fast keyboard drag moves the block exactly one place per arrow press, also past the middle of the canvas; selection and collapse move with the block', async ({
  page,
}) => {
  await signIn(page);
  await createLandingPage(page, `Keyboard ${uniqueSlug('k')}`);
  const id = documentIdFromUrl(page);
  const draft = Array.from({ length: 40 }, (_, i) => ({ __component: 'blocks.text', title: `Text ${i + 1}` }));
  await cms(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`, { method: 'PUT', body: { draft } });
  await page.reload();
  await expect(blockCards(page)).toHaveCount(40);
  const titles = () => blockCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('.summary')?.textContent?.replace(/^ — /, '')));
  const live = page.locator('#dnd-kit-announcements, [id^="DndLiveRegion"]').first();
  // Presses 60 ms apart (a held arrow key repeats faster). Past the middle of the canvas each press
  // scrolls it; a smooth scroll still under way used to swallow the next presses.
  const drag = async (from: number, key: 'ArrowDown' | 'ArrowUp', presses: number) => {
    await page.getByRole('button', { name: new RegExp(`^Drag .*, block ${from}$`) }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-dragging]')).toHaveCount(1);
    await queuedTasksRun(page);
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      await page.waitForTimeout(60);
    }
    await page.keyboard.press('Space');
    await expect(live).toContainText('Dropped');
    await expect(page.locator('[data-dragging]')).toHaveCount(0);
  };
  await drag(2, 'ArrowDown', 12);
  await expect.poll(async () => (await titles()).indexOf('Text 2')).toBe(13);
  await expect(live).toContainText('Dropped Text at position 14 of 40.');
  // A far block's handle reached by keyboard picks up at once (no wait for it to scroll near).
  await drag(30, 'ArrowUp', 10);
  await expect.poll(async () => (await titles()).indexOf('Text 30')).toBe(19);
  await expect(live).toContainText('Dropped Text at position 20 of 40.');
  expect(await titles()).toHaveLength(40);

  // Selection goes with the block when it moves; the selected row's own buttons move it too.
  const card = page.locator('[data-testid="block-card"]', { hasText: 'Text 30' });
  await card.locator('.block-title').click();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: /block 20/ })).toBeVisible();
  await drag(20, 'ArrowDown', 1);
  await expect.poll(async () => (await titles()).indexOf('Text 30')).toBe(20);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: /block 21/ })).toBeVisible();
  await card.getByRole('button', { name: 'Move Text, block 21, up' }).click();
  await expect.poll(async () => (await titles()).indexOf('Text 30')).toBe(19);
  await expect(page.getByTestId('live-region')).toHaveText('Moved Text to position 20 of 40.');
  await expect(card).toHaveAttribute('aria-current', 'true');
});

test('live preview: the site shows unsaved changes as they are typed; another origin can neither frame it nor post it a draft', async ({
  page,
  context,
  csp,
}) => {
  await signIn(page);
  await createLandingPage(page, `Live ${uniqueSlug('l')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Saved title');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const preview = page.frameLocator('[data-testid="page-canvas-frame"]');
  await expect(preview.getByRole('heading', { name: 'Saved title' })).toBeVisible();

  // Typed in the builder → rendered by the site before any save (autosave follows 0.8 s after the last key).
  await page.getByLabel(/^Title/).fill('Typed, not saved');
  await expect(preview.getByRole('heading', { name: 'Typed, not saved' })).toBeVisible();
  const stored = JSON.stringify((await getDoc(id)).draft);
  expect(stored).toContain('Saved title');
  expect(stored).not.toContain('Typed, not saved');
  await page.getByRole('button', { name: 'Add FAQ (collapsible) after the selected block' }).click();
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Live questions');
  await expect(preview.getByRole('heading', { name: 'Live questions' })).toBeVisible();
  // Then saved by itself: the preview opened below shows this saved draft.
  await expect(page.locator('.save-state')).toHaveText('All changes saved', { timeout: 10_000 });

  // Another site may not frame the preview (frame-ancestors names the builder's origins only), and a
  // draft it posts to the preview opened as a window of its own (its token included) is ignored.
  const src = await page.getByTestId('page-canvas-frame').getAttribute('src');
  // A real server on another loopback port (a route-fulfilled public host may not frame 127.0.0.1).
  const otherSite = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Other site</title><iframe id="framed" title="framed preview" src="${src}" width="900" height="700"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  const otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  const other = await context.newPage();
  await other.goto(`${otherOrigin}/`);
  await expect.poll(() => csp.violations.some((violation) => /frame-ancestors/.test(violation.text))).toBe(true);
  expect(csp.take((violation) => /frame-ancestors/.test(violation.text)).length).toBeGreaterThan(0);
  await expect(other.frameLocator('#framed').getByRole('heading', { name: 'Live questions' })).toHaveCount(0);
  const opened = other.waitForEvent('popup');
  await other.evaluate((url) => void ((window as unknown as { preview: Window | null }).preview = window.open(url!, 'preview')), src);
  const popup = await opened;
  await expect(popup.getByRole('heading', { name: 'Live questions' })).toBeVisible();
  let ignored = false;
  popup.on('console', (message) => {
    if (message.text().includes(`ignored a builder:draft message from ${otherOrigin}`)) ignored = true;
  });
  // Posted until the preview listens (after hydration) and says it ignored the message.
  await expect
    .poll(async () => {
      await other.evaluate(() => {
        const draft = [{ __component: 'blocks.hero-image-left', title: 'Injected by another site' }];
        (window as unknown as { preview: Window }).preview.postMessage({ type: 'builder:draft', draft, draftSettings: {} }, '*');
      });
      return ignored;
    })
    .toBe(true);
  await expect(popup.getByRole('heading', { name: 'Live questions' })).toBeVisible();
  await expect(popup.getByText('Injected by another site')).toHaveCount(0);
  await expect(popup.locator('[data-live-unsaved="false"]')).toHaveCount(1);
  await popup.close();
  await other.close();
  otherSite.close();
  // The builder's own preview still renders live.
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Still live');
  await expect(preview.getByRole('heading', { name: 'Still live' })).toBeVisible();
});

test('autosave: an edit reaches the CMS by itself within seconds; a fresh browser without local storage finds it', async ({ page, browser }) => {
  await signIn(page);
  await createLandingPage(page, `Autosave ${uniqueSlug('a')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Saved without a click');
  const status = page.locator('.save-state');
  await expect(status).toHaveText('All changes saved', { timeout: 10_000 });
  expect(JSON.stringify((await getDoc(id)).draft)).toContain('Saved without a click');
  // No "Draft saved." alert for a save the editor did not ask for.
  await expect(page.getByTestId('alert').filter({ hasText: 'Draft saved.' })).toHaveCount(0);

  // Another browser, with nothing of this one's storage: the edit is in the CMS.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const other = await fresh.newPage();
    await signIn(other);
    await other.goto(page.url());
    await expect(other.frameLocator('iframe').getByText('Saved without a click')).toBeVisible();
    expect(await other.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('builder:unsaved:')))).toEqual([]);
  } finally {
    await fresh.close();
  }

  // A draft that breaks a rule is not sent by itself: the status says why.
  await page.getByLabel(/^Button link/).fill('javascript:alert(1)');
  await expect(status).toContainText('Not saved yet: Block 1 (Hero with image) › Button link', { timeout: 10_000 });
  expect(JSON.stringify((await getDoc(id)).draft)).not.toContain('javascript:');
});

test('an edit made offline is kept and saved after reconnecting', async ({ page, context }) => {
  await signIn(page);
  await createLandingPage(page, `Offline ${uniqueSlug('o')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Quote after the selected block' }).click();
  await context.setOffline(true);
  await page
    .getByLabel(/^Quote/)
    .first()
    .fill('Written on a train');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('not reachable');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  const kept = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('builder:unsaved:'))?.[1] ?? '');
  expect(kept).toContain('Written on a train');
  await context.setOffline(false);
  await expect(page.getByTestId('alert')).toContainText('offline changes were saved');
  expect(JSON.stringify((await getDoc(id)).draft)).toContain('Written on a train');
});

test('unsaved work survives a reload', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Reload ${uniqueSlug('r')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Not saved yet');
  // The local copy is written a moment after typing stops: wait for it, not for a fixed time.
  await expect
    .poll(() => page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('builder:unsaved:'))?.[1] ?? ''))
    .toContain('Not saved yet');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('alert')).toContainText('Restored unsaved changes');
  await expect(blockCards(page)).toHaveCount(1);
  await expect(page.getByText('Not saved yet').first()).toBeVisible();
});

test('a block added elsewhere since opening is merged with mine on save, and the editor is told', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Conflict ${uniqueSlug('c')}`);
  const id = documentIdFromUrl(page);
  await cms(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`, {
    method: 'PUT',
    body: { draft: [{ __component: 'blocks.text', title: 'Their text' }] },
  });
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('My hero');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved. Merged in changes saved elsewhere: Block 2 (Text): added');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(blockCards(page)).toHaveCount(2);
  const draft = JSON.stringify((await getDoc(id)).draft);
  expect(draft).toContain('My hero');
  expect(draft).toContain('Their text');
});

test('upload an image with alt text, pick it for a media field, delete it', async ({ page }) => {
  await signIn(page);
  const id = await (async () => {
    await createLandingPage(page, `Images ${uniqueSlug('i')}`);
    return documentIdFromUrl(page);
  })();
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('With a picture');
  await page.getByRole('button', { name: 'Choose image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose an image' });
  const name = `${uniqueSlug('pic')}.png`;
  await library.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: png() });
  await expect(library.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await library.getByLabel(/Alternative text/).fill('A grey square');
  await library.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('alert')).toContainText(`Uploaded ${name}`);
  const tile = library.getByRole('listitem').filter({ hasText: name });
  await expect(tile.getByRole('img', { name: 'A grey square' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]'), 'the image library').toEqual([]);
  await tile.getByRole('button', { name: `Use ${name}` }).click();
  await expect(page.getByRole('img', { name: 'A grey square' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const stored = (
    await cms<{ data: { draft: { image?: { name: string } }[] } }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`)
  ).data;
  expect(stored.draft[0].image?.name).toBe(name);

  await page.getByRole('button', { name: 'Images', exact: true }).click();
  const images = page.getByRole('dialog', { name: 'Images' });
  await images.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(page, '[role="alertdialog"]'), 'the delete confirmation').toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByTestId('alert')).toContainText(`Deleted ${name}`);
  await expect(images.getByText(name)).toHaveCount(0);
});

test('dashboard: states, search, duplicate, delete with confirmation', async ({ page }) => {
  await signIn(page);
  const title = `Dash ${uniqueSlug('d')}`;
  await createLandingPage(page, title);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title.split(' ')[1]);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Draft only')).toBeVisible();
  // A filter by keyboard alone: Enter opens the State list, typing goes to a state, Enter picks it.
  const stateFilter = page.getByRole('button', { name: /State$/ });
  await stateFilter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('pu');
  await page.keyboard.press('Enter');
  await expect(stateFilter).toHaveAccessibleName('Published State');
  await expect(stateFilter).toBeFocused();
  await expect(row).toHaveCount(0);
  await choose(page, 'State', 'Draft only');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(page.getByTestId('alert')).toContainText(`Duplicated "${title}"`);
  await expect(page.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(1);
  await page
    .getByRole('row')
    .filter({ hasText: `${title} (copy)` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(1);
  await page
    .getByRole('row')
    .filter({ hasText: `${title} (copy)` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('alert')).toContainText('Deleted');
  await expect(page.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(0);
  await choose(page, 'Type', 'Articles');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('create the es-US translation from the en-US page', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Locale ${uniqueSlug('l')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Hello');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await choose(page, 'Locale', 'es-US');
  await expect(page.getByRole('heading', { name: 'No es-US version yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create translation from en-US' }).click();
  await expect(page.getByTestId('alert')).toContainText('Created the es-US version');
  await expect(blockCards(page)).toHaveCount(1);
  const spanish = await getDoc(id, 'es-US');
  expect(spanish.draft[0].title).toBe('Hello');
});

test('an Author is refused publishing and deleting, with the reason in an alert', async ({ page }) => {
  const author = await createAuthor();
  await signIn(page, author);
  const title = `Authored ${uniqueSlug('a')}`;
  await createLandingPage(page, title);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('By an author');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('your role may not publish');
  expect((await getDoc(id)).published).toHaveLength(0);
  // The CMS decides: its publish action refuses the Author too, naming the permission.
  const login = await fetch(`${CMS_URL}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(author) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const refused = await fetch(`${CMS_URL}/publishing/pages/landing-page/${id}/publish?locale=en-US`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('api::pages.publish');
  expect((await getDoc(id)).published).toHaveLength(0);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('alert')).toContainText('refused (403');
  await expect(row).toHaveCount(1);
});
