import { axeViolations, expect, test } from './helpers';
import { avatars, canvas, twoEditors } from './live-helpers';

/**
 * Live editing: two editors in two browsers on one page see each other in the top bar, each other's selected block
 * in the outline and on the page, and the field each is writing in, through the CMS's live stream.
 */

// Two browsers, sign-ins and an 8 s presence expiry: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('two editors see each other, and each other’s selected block in the outline and on the page, until one leaves', async ({ page, browser }) => {
  const { other, context } = await twoEditors(page, browser);
  try {
    // Each sees the other in the top bar.
    await expect(avatars(page)).toHaveCount(1);
    await expect(avatars(page).first()).toHaveAccessibleName('Ada Lovelace, viewing the page');
    await expect(avatars(page).first()).toHaveText('AL');
    await expect(avatars(other).first()).toHaveAccessibleName(/^Site Admin, /);

    // Ada selects the hero: the first editor sees it outlined in her colour, with her initials, and her name on the page.
    await other
      .getByTestId('block-card')
      .first()
      .getByRole('button', { name: /^Hero with image/ })
      .click();
    const row = page.getByTestId('block-card').first();
    await expect(row).toHaveAttribute('data-marked', '');
    await expect(row.getByTestId('row-marks')).toHaveText('AL');
    await expect(row.getByRole('button', { name: /^Hero with image/ })).toHaveAccessibleName(/, selected by Ada Lovelace\s*, block 1$/);
    await expect(avatars(page).first()).toHaveAccessibleName('Ada Lovelace, on Hero with image. Go to that block');
    const outline = canvas(page).getByTestId('peer-outline');
    await expect(outline).toHaveCount(1);
    await expect(outline).toContainText('Ada Lovelace');
    const colour = await avatars(page)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await outline.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(colour);

    // She writes in the hero's title: the first editor, on the hero too, sees that field marked in the panel and on the page.
    await row.getByRole('button', { name: /^Hero with image/ }).click();
    await other.getByLabel(/^Title/).click();
    await expect(page.locator('#fields .peer-editing')).toHaveAttribute('data-peer', 'Ada Lovelace is writing here');
    await expect(page.locator('#fields .peer-editing').getByLabel(/^Title/)).toBeVisible();
    await expect(canvas(page).locator('[data-block-index="0"] [data-field="title"]')).toHaveCSS('outline-style', 'dashed');

    // She moves on to the FAQ: the mark follows.
    await other
      .getByTestId('block-card')
      .nth(1)
      .getByRole('button', { name: /^FAQ \(collapsible\)/ })
      .click();
    await expect(page.getByTestId('block-card').nth(1)).toHaveAttribute('data-marked', '');
    await expect(row).not.toHaveAttribute('data-marked', '');
    await expect(page.locator('#fields .peer-editing')).toHaveCount(0);
    await expect(avatars(page).first()).toHaveAccessibleName(/^Ada Lovelace, on FAQ \(collapsible\)/);

    // Pressing her avatar goes to the block she is on.
    await avatars(page).first().click();
    await expect(page.getByTestId('block-card').nth(1)).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations(page, '#top-bar')).toEqual([]);
    expect(await axeViolations(page, '#outline')).toEqual([]);

    // Ada closes her tab: she is gone from the first editor's page at once (the stream closed).
    await other.close();
    await expect(avatars(page)).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByTestId('block-card').nth(1)).not.toHaveAttribute('data-marked', '');
    await expect(canvas(page).getByTestId('peer-outline')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an editor whose network drops is gone for the others within 10 s, and back when it returns', async ({ page, browser }) => {
  const { other, context } = await twoEditors(page, browser);
  try {
    await expect(avatars(page)).toHaveCount(1);
    await context.setOffline(true);
    const dropped = Date.now();
    await expect(avatars(page)).toHaveCount(0, { timeout: 12_000 });
    expect(Date.now() - dropped).toBeLessThan(11_000);
    await context.setOffline(false);
    // Her builder connects again by itself (its stream fell silent, or was ended): she is back.
    await expect(avatars(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(avatars(other)).toHaveCount(1, { timeout: 30_000 });
  } finally {
    await context.close();
  }
});
