import { expect, test } from './fixtures';

// On its own so that a run through nginx can leave it out (playwright.config.ts): nginx refuses such a
// request line itself, with its own 400, before any instance sees it.
test("a path that does not decode is the site's 400 page, with its navigation and footer, in the path's locale", async ({ page, request }) => {
  const response = await page.goto('/en-US/%E0%A4%A');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bad Request');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const spanish = await request.get('/es-US/newsroom/%ZZ');
  expect(spanish.status()).toBe(400);
  expect(await spanish.text()).toMatch(/<h1[^>]*>Solicitud incorrecta<\/h1>/);
  // The API keeps its JSON answer.
  const api = await request.get('/api/%ZZ');
  expect(api.status()).toBe(400);
  expect((await api.json()).error.message).toBe('The path is not valid percent-encoded UTF-8');
});
