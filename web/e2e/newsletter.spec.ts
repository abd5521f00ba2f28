import { SEEDED } from 'seeds';
import { expect, test } from './fixtures';

test('Stay in the know: invalid email shows the message and keeps Subscribe disabled', async ({ page }) => {
  await page.goto('/en-US/newsroom');
  const email = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('ana@example');
  await expect(page.getByText('Please provide a valid email address.')).toBeVisible();
  await expect(subscribe).toBeDisabled();
  await email.fill('');
  await expect(page.getByText('Please provide a valid email address.')).toBeHidden();
});

test('Stay in the know: a valid email (keyboard) is stored and thanked, twice without error', async ({ page, request }) => {
  const address = `e2e-${Date.now()}@example.com`;
  await page.goto('/en-US/newsroom');
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(address);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thanks for submitting the form')).toBeVisible();
  // The thanks replace the form (spec section 4): neither the field nor Subscribe is left on screen.
  await expect(page.getByLabel('Email address')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeHidden();
  // Idempotent: the same address again is still a success.
  const again = await request.post('/api/newsletter', { data: { email: address, locale: 'en-US', pageUri: 'http://x.test/', pageName: 'Test' } });
  expect(again.status()).toBe(200);
  const bad = await request.post('/api/newsletter', { data: { email: 'not-an-email', locale: 'en-US', pageUri: '', pageName: '' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toBe('Please provide a valid email address.');
});

test('Stay in the know works the same on a page that runs React (an article)', async ({ page }) => {
  await page.goto(`/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`);
  const email = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('ana@example');
  await expect(page.getByText('Please provide a valid email address.')).toBeVisible();
  await email.fill(`e2e-article-${Date.now()}@example.com`);
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(page.getByText('Thanks for submitting the form')).toBeVisible();
  // The thanks replace the form (spec section 4): neither the field nor Subscribe is left on screen.
  await expect(page.getByLabel('Email address')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeHidden();
});
