import { expect, test, type Page } from '@playwright/test';

const value = (page: Page) => page.getByTestId('value');
const steps = async (page: Page) => Number(await page.getByTestId('steps').textContent());
const editor = (page: Page) => page.getByRole('textbox', { name: /^Content/ });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: /^Formatting of Content/ }).getByRole('button', { name, exact: true });

test('type, bold, list, link in Chromium; the field value is clean HTML and undo/redo go through the builder', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Block 1 (Text) › Content: is required')).toBeVisible();
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');

  // Typing: one undo step for the whole run of keys, no re-render losing the caret.
  await editor(page).click();
  await page.keyboard.type('Hello world');
  await page.keyboard.press('Enter');
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second');
  await expect(value(page)).toHaveText('<p>Hello world</p><p>first</p><p>second</p>');
  expect(await steps(page)).toBe(1);
  await expect(page.getByText('Content: is required')).toHaveCount(0);
  await expect(editor(page)).not.toHaveAttribute('aria-invalid', 'true');

  // In the middle of a word: the value round-trips on every key and the caret stays put.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('abc');
  await expect(value(page)).toHaveText('<p>Heabcllo world</p><p>first</p><p>second</p>');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  await expect(value(page)).toHaveText('<p>Hello world</p><p>first</p><p>second</p>');

  // A list from two selected lines.
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Shift+ArrowUp');
  await tool(page, 'Bulleted list').click();
  await expect(value(page)).toHaveText('<p>Hello world</p><ul><li>first</li><li>second</li></ul>');
  await expect(tool(page, 'Bulleted list')).toHaveAttribute('aria-pressed', 'true');

  // Bold with the keyboard shortcut.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Control+Shift+ArrowLeft');
  await page.keyboard.press('Control+b');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li>first</li><li>second</li></ul>');
  await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  const beforeLink = await steps(page);

  // A link: a dangerous address is refused with the reason, a safe one applied.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('Control+k');
  const address = page.getByRole('dialog', { name: /^Link in Content/ }).getByLabel('Link address');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(document.cookie)');
  await address.press('Enter');
  await expect(page.getByRole('alert')).toContainText('The protocol "javascript:" is not allowed');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li>first</li><li>second</li></ul>');
  await address.fill('https://example.com/docs');
  await address.press('Enter');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li><a href="https://example.com/docs">first</a></li><li>second</li></ul>');
  await expect(editor(page)).toBeFocused();
  await expect(editor(page).getByRole('link', { name: 'first' })).toHaveAttribute('href', 'https://example.com/docs');
  expect(await steps(page)).toBe(beforeLink + 1);

  // Undo / redo with the builder's keys, in the editor: the area shows the restored value.
  await page.keyboard.press('Control+z');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li>first</li><li>second</li></ul>');
  await expect(editor(page).getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(value(page)).toHaveText('<p>Hello world</p><ul><li>first</li><li>second</li></ul>');
  await expect(editor(page).locator('strong')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li>first</li><li>second</li></ul>');
  await expect(editor(page).locator('strong')).toHaveText('world');
  // The caret is still in the editor after the re-render: typing goes on where it was.
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' more');
  await expect(value(page)).toHaveText('<p>Hello <strong>world</strong></p><ul><li>first</li><li>second more</li></ul>');
});

test('paste from Word and the web is cleaned; plain text lines become paragraphs', async ({ page }) => {
  await page.goto('/');
  await editor(page).click();
  const paste = (types: Record<string, string>) =>
    editor(page).evaluate((element, data) => {
      const transfer = new DataTransfer();
      for (const [type, text] of Object.entries(data)) transfer.setData(type, text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, types);
  await paste({
    'text/html':
      '<meta charset="utf-8"><p class="MsoNormal" style="margin:0"><b><span style="font-family:Calibri;color:red">Bold</span></b><span onclick="alert(1)"> and </span><i>it</i><o:p></o:p></p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 1">',
    'text/plain': 'Bold and it',
  });
  await expect(value(page)).toHaveText('<p><strong>Bold</strong> and <em>it</em></p>');
  await paste({ 'text/plain': 'line one\nline two' });
  await expect(value(page)).toHaveText('<p><strong>Bold</strong> and <em>it</em>line one</p><p>line two</p>');
  await expect(editor(page).locator('span, [style], [class]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test('keyboard alone: toolbar by Alt+F10 and arrows, Escape back; source view; maxLength error', async ({ page }) => {
  await page.goto('/');
  await editor(page).focus();
  await page.keyboard.type('Title');
  // No selection: Ctrl+B turns bold on for what is typed next (shown pressed at once).
  await page.keyboard.press('Control+b');
  await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('X');
  await expect(value(page)).toHaveText('<p>Title<strong>X</strong></p>');
  await page.keyboard.press('Backspace');
  await expect(value(page)).toHaveText('<p>Title</p>');
  await page.keyboard.press('Alt+F10');
  await expect(tool(page, 'Bold')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Alt+F10');
  await expect(tool(page, 'Bold')).toBeFocused();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Heading 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(value(page)).toHaveText('<h2>Title</h2>');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tool(page, 'Heading 2')).toBeFocused(); // one tab stop, the last used button
  await page.keyboard.press('End');
  await expect(tool(page, 'HTML source')).toBeFocused();
  await page.keyboard.press('Enter');
  const source = page.getByRole('textbox', { name: /^Content/ });
  await expect(source).toHaveValue('<h2>Title</h2>');
  await source.fill(`<p>${'x'.repeat(420)}</p>`);
  await expect(page.getByText('Block 1 (Text) › Content: must be at most 400 characters (now 427)')).toBeVisible();
  await tool(page, 'HTML source').click();
  await expect(editor(page)).toHaveAttribute('contenteditable', 'true');
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
});
