import { cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug } from './helpers';

interface Doc {
  draft: { __component: string; content?: string }[];
}
const getDoc = async (id: string) => (await cms<{ data: Doc }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`)).data;

test('rich text: type, bold, a list and a link in the visual editor; Ctrl+Z undoes in the builder; the CMS stores the clean HTML', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Rich text ${uniqueSlug('t')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add Text after the selected block', exact: true }).click();
  await expect(page.getByTestId('block-card')).toHaveCount(1);
  await page.getByTestId('block-card').first().getByRole('button', { name: /^Text/ }).first().click();

  const editor = page.getByRole('textbox', { name: /^Content/ });
  const toolbar = page.getByRole('toolbar', { name: /^Formatting of Content/ });
  await editor.click();
  await page.keyboard.type('Hello world');
  await page.keyboard.press('Enter');
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second');
  await page.keyboard.press('Shift+ArrowUp');
  await toolbar.getByRole('button', { name: 'Bulleted list', exact: true }).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Control+Shift+ArrowLeft');
  await page.keyboard.press('Control+b');
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByRole('dialog', { name: /^Link in Content/ }).getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The protocol "javascript:" is not allowed' })).toBeVisible();
  await address.fill('https://example.com/docs');
  await address.press('Enter');
  await expect(editor.getByRole('link', { name: 'first' })).toHaveAttribute('href', 'https://example.com/docs');

  // The builder's Ctrl+Z (BuilderPage) undoes the link, Ctrl+Shift+Z brings it back.
  await page.keyboard.press('Control+z');
  await expect(editor.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(editor.getByRole('link', { name: 'first' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const saved = await getDoc(id);
  expect(saved.draft[0]?.content).toBe('<p>Hello <strong>world</strong></p><ul><li><a href="https://example.com/docs">first</a></li><li>second</li></ul>');
});
