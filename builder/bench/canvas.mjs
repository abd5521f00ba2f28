// @ts-check
/**
 * The page canvas's figures (issue 14, item 7) for `npm run bench:builder`: the builder's main canvas
 * is the site's draft preview in an iframe (builder/src/page-canvas/). Times are absolute
 * (performance.timeOrigin + the event's timeStamp or performance.now()) in the builder and in the
 * frame, one machine's clock, so an interval may start in one and end in the other. "Shown" is the
 * task after the first animation frame after the change is in the DOM (that frame is painted).
 *
 *  - click on the page → block selected and panel shown: a click on a block in the frame (its
 *    timeStamp there) → the builder's fields panel names that block, then its frame.
 *  - keystroke in the panel → visible on the page: key down in the block's Title field in the
 *    builder → the frame's DOM shows the field's new text (rendered by the site on its server), then
 *    its frame.
 *  - add / move / delete → page updated: a click on the selected block's toolbar on the page (move
 *    down, move up, duplicate, delete) → the frame shows the new rendering of the draft.
 *  - keystroke while editing in place → painted: a block's title double-clicked on the page and typed
 *    into (the browser edits the text itself; the site's overlay commits it to the builder's store on
 *    Escape): measured in the frame like the builder's own typing (run.mjs: key down → the frame that
 *    shows the new letter produced, from a trace, idle wait for vsync excluded). Escape then commits
 *    the typed text, and the bench checks the builder's panel has it.
 *  - load to interactive (page canvas): the builder's navigation start → the frame shows all blocks
 *    with its editing overlay (recorded by an init script in the frame).
 */

export const CANVAS_TRIALS = 50;

/** Installed in every frame of the context: the page canvas records when it is ready (all blocks and its overlay). */
export function canvasReadyScript(/** @type {number} */ blocks) {
  return `(() => {
    if (!location.pathname.startsWith('/preview/')) return;
    const check = () => {
      if (document.querySelector('[data-testid="canvas-overlay"]') && document.querySelectorAll('[data-block-index]').length >= ${blocks}) {
        requestAnimationFrame(() => setTimeout(() => { window.__canvasReady = performance.timeOrigin + performance.now(); }));
      } else requestAnimationFrame(check);
    };
    check();
  })();`;
}

/** @param {import('playwright-core').Page} page */
export const canvasFrame = (page) => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/preview/') && f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no page canvas frame');
  return frame;
};

/** Milliseconds from the builder's navigation start to the page canvas being ready. @param {import('playwright-core').Page} page */
export async function canvasLoad(page) {
  const started = await page.evaluate(() => performance.timeOrigin);
  const frame = await (async () => {
    for (let i = 0; i < 300; i += 1) {
      try {
        return canvasFrame(page);
      } catch {
        await page.waitForTimeout(100);
      }
    }
    throw new Error('no page canvas frame after 30 s');
  })();
  await frame.waitForFunction(() => /** @type {any} */ (window).__canvasReady, null, { timeout: 60_000 });
  const ready = await frame.evaluate(() => /** @type {any} */ (window).__canvasReady);
  return ready - started;
}

/**
 * Installs `window.__shown(condition)` in a page or frame: resolves with the absolute time of the
 * first frame painted after `condition()` holds (checked on every DOM mutation).
 * @param {import('playwright-core').Page | import('playwright-core').Frame} target
 */
const installShown = (target) =>
  target.evaluate(() => {
    /** @type {any} */ (window).__shown = (/** @type {() => boolean} */ condition) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + 30000;
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
        if (condition()) return done();
        const observer = new MutationObserver(() => {
          if (condition()) {
            observer.disconnect();
            clearInterval(timer);
            done();
          }
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
        const timer = setInterval(() => {
          if (performance.now() > deadline) {
            clearInterval(timer);
            observer.disconnect();
            reject(new Error('never shown'));
          }
        }, 200);
      });
  });

/** Records the absolute time of the next event of `type` in a frame (capture phase). @param {import('playwright-core').Frame} frame @param {string} type */
const armEvent = (frame, type) =>
  frame.evaluate((eventType) => {
    const w = /** @type {any} */ (window);
    w.__eventAt = null;
    addEventListener(eventType, (event) => void (w.__eventAt = performance.timeOrigin + event.timeStamp), { capture: true, once: true });
  }, type);
/** @param {import('playwright-core').Frame} frame */
const eventAt = (frame) => frame.evaluate(() => /** @type {any} */ (window).__eventAt);

/**
 * Clicks on blocks of the page, each → the builder's panel naming it.
 * @param {import('playwright-core').Page} page @param {number} count
 */
export async function clickToPanel(page, count) {
  const frame = canvasFrame(page);
  await installShown(page);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const index = 20 + ((i * 7) % 40);
    const block = frame.locator(`[data-block-index="${index}"]`);
    // In the middle of the frame: at its top the site's header may cover the block.
    await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await armEvent(frame, 'click');
    const shown = page.evaluate(
      (index) => /** @type {any} */ (window).__shown(() => (document.querySelector('.inspector h2')?.textContent?.trim() ?? '').endsWith(`block ${index + 1}`)),
      index,
    );
    shown.catch(() => {});
    await block.click({ position: { x: 3, y: 30 } });
    const end = await shown;
    times.push(end - (await eventAt(frame)));
  }
  return times;
}

/**
 * Keys typed into the Title field of a block in the builder's panel, each → the frame shows it.
 * @param {import('playwright-core').Page} page @param {number} count
 */
export async function panelKeyToPage(page, count) {
  const frame = canvasFrame(page);
  await installShown(frame);
  const index = await frame.evaluate(() => {
    const field = document.querySelector('[data-block-index] h2[data-field="title"]');
    return Number(field?.closest('[data-block-index]')?.getAttribute('data-block-index'));
  });
  if (!Number.isInteger(index)) throw new Error('no block with a title on the page');
  await frame.locator(`[data-block-index="${index}"]`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await frame.locator(`[data-block-index="${index}"]`).click({ position: { x: 3, y: 30 } });
  const field = await focusPanelTitle(page);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const key = String.fromCharCode(97 + (i % 26));
    const expected = `${await field.inputValue()}${key}`;
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__keyAt = null;
      addEventListener('keydown', (event) => void (w.__keyAt = performance.timeOrigin + event.timeStamp), { capture: true, once: true });
    });
    const shown = frame.evaluate(
      ({ index, expected }) =>
        /** @type {any} */ (window).__shown(() => document.querySelector(`[data-block-index="${index}"] [data-field="title"]`)?.textContent === expected),
      { index, expected },
    );
    shown.catch(() => {});
    await page.keyboard.press(key);
    const end = await shown;
    times.push(end - (await page.evaluate(() => /** @type {any} */ (window).__keyAt)));
    await page.waitForTimeout(30);
  }
  return times;
}

/**
 * Structure changes from the selected block's toolbar on the page: move down / move up pairs, then
 * duplicate / delete pairs, each → the frame shows the new rendering (its revision changes). Checks
 * the number of blocks after each duplicate and delete.
 * @param {import('playwright-core').Page} page @param {number} count @param {number} blocks
 */
export async function structureToPage(page, count, blocks) {
  const frame = canvasFrame(page);
  await installShown(frame);
  // A delete leaves nothing selected (as in the outline), so the block is selected again after each one (not timed).
  const select = async () => {
    await frame.locator('[data-block-index="30"]').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await frame.locator('[data-block-index="30"]').click({ position: { x: 3, y: 30 } });
    await frame.getByRole('button', { name: 'Delete block' }).waitFor();
  };
  await select();
  const actions = ['Move block down', 'Move block up', 'Duplicate block', 'Delete block'];
  const times = [];
  const half = Math.floor(count / 2);
  let expected = blocks;
  for (let i = 0; i < count; i += 1) {
    // Move down, move up, … then duplicate, delete, … (each pair leaves the page as it was).
    const action = i < half ? actions[i % 2] : actions[2 + ((i - half) % 2)];
    const revision = await frame.evaluate(() => document.querySelector('[data-live-revision]')?.getAttribute('data-live-revision'));
    await armEvent(frame, 'click');
    const shown = frame.evaluate(
      (revision) => /** @type {any} */ (window).__shown(() => document.querySelector('[data-live-revision]')?.getAttribute('data-live-revision') !== revision),
      revision,
    );
    shown.catch(() => {});
    await frame.getByRole('button', { name: action }).click();
    const end = await shown;
    times.push(end - (await eventAt(frame)));
    if (action === 'Duplicate block') expected += 1;
    if (action === 'Delete block') expected -= 1;
    const now = await frame.evaluate(() => document.querySelectorAll('[data-block-index]').length);
    if (now !== expected) throw new Error(`${action}: the page has ${now} blocks, expected ${expected}`);
    if (action === 'Delete block') await select();
    await page.waitForTimeout(50);
  }
  return times;
}

/** The index of the `nth` block on the page whose title is a text field. @param {import('playwright-core').Frame} frame @param {number} nth */
const titledBlock = async (frame, nth) => {
  const index = await frame.evaluate((nth) => {
    const field = document.querySelectorAll('[data-block-index] h2[data-field="title"]')[nth];
    return Number(field?.closest('[data-block-index]')?.getAttribute('data-block-index'));
  }, nth);
  if (!Number.isInteger(index)) throw new Error(`no block with a title on the page (${nth + 1}th)`);
  return index;
};

/**
 * Starts editing a block's title in place (double-click on it on the page, the caret at its end), for
 * `typeInPlace`. Returns the frame and the block's index.
 * @param {import('playwright-core').Page} page
 */
export async function startInPlace(page) {
  const frame = canvasFrame(page);
  const index = await titledBlock(frame, 3);
  const title = frame.locator(`[data-block-index="${index}"] [data-field="title"]`);
  await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await title.dblclick();
  await frame.waitForFunction((index) => document.querySelector(`[data-block-index="${index}"] [data-field="title"]`)?.hasAttribute('contenteditable'), index);
  await page.keyboard.press('End');
  return { frame, index };
}

/**
 * Types `count` letters into the title being edited in place; checks that the page shows every letter.
 * Returns the text.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Frame} frame @param {number} index @param {number} count
 */
export async function typeInPlace(page, frame, index, count) {
  const title = frame.locator(`[data-block-index="${index}"] [data-field="title"]`);
  const before = (await title.textContent()) ?? '';
  let typed = '';
  for (let i = 0; i < count; i += 1) {
    const key = String.fromCharCode(97 + (i % 26));
    typed += key;
    await page.keyboard.press(key);
    await page.waitForTimeout(30);
  }
  const after = (await title.textContent()) ?? '';
  if (after !== `${before}${typed}`) throw new Error(`in-place typing: the title reads "${after}", expected "${before}${typed}"`);
  return after;
}

/**
 * Escape ends the edit in place: checks that the builder's panel (its store) has the typed text.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Frame} frame @param {number} index @param {string} after
 */
export async function commitInPlace(page, frame, index, after) {
  await page.keyboard.press('Escape');
  await frame.waitForFunction((index) => !document.querySelector(`[data-block-index="${index}"] [data-field="title"]`)?.hasAttribute('contenteditable'), index);
  const field = page
    .locator('.inspector')
    .getByLabel(/^Title/)
    .first();
  await field.waitFor();
  for (let i = 0; (await field.inputValue()) !== after; i += 1) {
    if (i > 100) throw new Error(`in-place typing: the builder's Title field reads "${await field.inputValue()}" after Escape, expected "${after}"`);
    await page.waitForTimeout(50);
  }
}

/** Puts the caret at the end of the selected block's Title field in the panel. @param {import('playwright-core').Page} page */
async function focusPanelTitle(page) {
  const field = page
    .locator('.inspector')
    .getByLabel(/^Title/)
    .first();
  await field.click();
  await page.keyboard.press('End');
  return field;
}

/**
 * Clicks on texts of the page, each → its field focused in the builder's panel (a focusin there).
 * Blocks alternate, so each click also switches the panel to another block.
 * @param {import('playwright-core').Page} page @param {number} count
 */
export async function clickToField(page, count) {
  const frame = canvasFrame(page);
  const indexes = await frame.evaluate(() =>
    [...document.querySelectorAll('[data-block-index] h2[data-field="title"]')].map((field) =>
      Number(field.closest('[data-block-index]')?.getAttribute('data-block-index')),
    ),
  );
  if (indexes.length < 2) throw new Error('fewer than two blocks with a title on the page');
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const index = indexes[(i * 7) % indexes.length];
    const title = frame.locator(`[data-block-index="${index}"] h2[data-field="title"]`);
    await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await armEvent(frame, 'click');
    const focused = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no field focused')), 10_000);
          const onFocus = (/** @type {FocusEvent} */ event) => {
            const target = /** @type {HTMLElement} */ (event.target);
            if (!target.id.startsWith('f-') || !target.id.endsWith('-title')) return;
            clearTimeout(timer);
            removeEventListener('focusin', onFocus, true);
            resolve(performance.timeOrigin + performance.now());
          };
          addEventListener('focusin', onFocus, true);
        }),
    );
    focused.catch(() => {});
    await title.click();
    const end = await focused;
    times.push(end - (await eventAt(frame)));
    // A person's pace: the next click is not the second of a double click.
    await page.waitForTimeout(400);
  }
  return times;
}

/**
 * A burst of keys in a block's field, then nothing: last key → the top bar says "All changes saved",
 * which it says only once the CMS has answered the autosave. The field starts short (earlier
 * measures typed into it) and keeps its length.
 * @param {import('playwright-core').Page} page @param {number} count
 */
export async function lastKeyToSaved(page, count) {
  await installShown(page);
  const field = await focusPanelTitle(page);
  await field.fill('Autosaved title');
  const times = [];
  for (let i = 0; i < count; i += 1) {
    await page.locator('.save-state', { hasText: 'All changes saved' }).waitFor();
    // Saved again after the keys: the status must first have left "All changes saved".
    await page.evaluate(() => void Object.assign(window, { __lastKeyAt: null, __seenUnsaved: false }));
    const saved = page.evaluate(() =>
      /** @type {any} */ (window).__shown(() => {
        const w = /** @type {any} */ (window);
        const state = document.querySelector('.save-state')?.textContent;
        if (state !== 'All changes saved') w.__seenUnsaved = true;
        return w.__seenUnsaved && state === 'All changes saved';
      }),
    );
    saved.catch(() => {});
    // Five characters typed, then taken back in the next trial: the title keeps its length.
    for (const key of i % 2 ? ['Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'] : ['a', 'b', 'c', 'd', 'e']) {
      await page.evaluate(() => {
        addEventListener('keydown', (event) => void (/** @type {any} */ (window.__lastKeyAt = performance.timeOrigin + event.timeStamp)), {
          capture: true,
          once: true,
        });
      });
      await page.keyboard.press(key);
    }
    const end = await saved.catch(async () => {
      const state = await page.locator('.save-state').textContent();
      const alert = await page.getByTestId('alert').allTextContents();
      throw new Error(`autosave: not saved within 30 s after the last key (status "${state}"${alert.length ? `, alert "${alert.join(' / ')}"` : ''})`);
    });
    times.push(end - (await page.evaluate(() => /** @type {any} */ (window).__lastKeyAt)));
  }
  return times;
}
