import AxeBuilder from '@axe-core/playwright';
import { expect } from 'testing/playwright';
import type { Locator, Page } from '@playwright/test';
export { png } from 'testing/png';

/** Every spec's `test`: its browser context is watched for CSP violations, and any fails the test (testing/playwright.js). */
export { test, expect } from 'testing/playwright';

export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
export const WEB_URL = process.env.WEB_URL ?? 'http://127.0.0.1:3000';
export const EDITOR = { email: 'editor@example.com', password: 'Editor12345' };

let counter = 0;
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${(counter += 1)}`;

export async function signIn(page: Page, account: { email: string; password: string } = EDITOR) {
  await page.goto('/App/Dashboard/Index');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
}

/** Creates a landing page through the builder's create screen and opens it in the builder. */
export async function createLandingPage(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.getByLabel('Title').fill(title);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  return slug;
}

export async function adminToken(): Promise<string> {
  const response = await fetch(`${CMS_URL}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

export async function cms<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await adminToken();
  const response = await fetch(`${CMS_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function documentIdFromUrl(page: Page): string {
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** Drags with the mouse in small steps so that dnd-kit's pointer sensor sees a real drag. */
export async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.move(to.x, to.y + 1, { steps: 2 });
  await page.mouse.up();
}

/**
 * After a keyboard pick-up: runs the page's tasks already queued, among them the one in which the
 * drag's keyboard sensor starts listening, so that the next key is heard however slow the machine.
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export async function centerOf(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A CMS user with Strapi's Author role (no publish, no delete on pages), created through the admin API. */
export async function createAuthor(): Promise<{ email: string; password: string }> {
  const roles = await cms<{ data: { id: number; code: string }[] }>('/admin/roles');
  const author = roles.data.find((role) => role.code === 'strapi-author');
  if (!author) throw new Error('no Author role');
  // Strapi made the Author role before the CMS created en-US/es-US, so its page permissions name no
  // locale and every page read is refused. Grant the two locales (reported to the CMS owner).
  const current = await cms<{ data: { action: string; subject: string | null; properties: Record<string, unknown>; conditions: string[] }[] }>(
    `/admin/roles/${author.id}/permissions`,
  );
  const permissions = current.data.map((p) => ({
    action: p.action,
    subject: p.subject,
    conditions: p.conditions,
    properties: /^api::(article|landing-page)\./.test(p.subject ?? '') ? { ...p.properties, locales: ['en-US', 'es-US'] } : p.properties,
  }));
  await cms(`/admin/roles/${author.id}/permissions`, { method: 'PUT', body: { permissions } });
  return createUser(author.id, 'Ann', 'Author');
}

/** A CMS user with Strapi's Editor role (every page, every locale), e.g. a second editor on a page. */
export async function createEditor(firstname: string, lastname: string): Promise<{ email: string; password: string }> {
  const roles = await cms<{ data: { id: number; code: string }[] }>('/admin/roles');
  const editor = roles.data.find((role) => role.code === 'strapi-editor');
  if (!editor) throw new Error('no Editor role');
  return createUser(editor.id, firstname, lastname);
}

/** Invites a user with one role through the admin API and registers them with a password. */
async function createUser(role: number, firstname: string, lastname: string): Promise<{ email: string; password: string }> {
  const email = `${uniqueSlug(firstname.toLowerCase())}@example.com`;
  const password = 'Tester12345';
  const created = await cms<{ data: { registrationToken: string } }>('/admin/users', {
    method: 'POST',
    body: { email, firstname, lastname, roles: [role] },
  });
  const response = await fetch(`${CMS_URL}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationToken: created.data.registrationToken, userInfo: { firstname, lastname, password } }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** axe's WCAG 2.2 AA findings inside `selector` (a dialog), as "rule: target (what is wrong)" lines; [] when none. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(' | ')}`);
}

/**
 * Picks an option of one of the builder's selects (app/ui/SelectField: a button named "<choice> <label>"
 * that opens a list box in a popover).
 */
export async function choose(scope: Page | Locator, label: string, option: string | RegExp | { index: number }) {
  const page = 'page' in scope ? scope.page() : scope;
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('button', { name: new RegExp(`${escaped}$`) }).click();
  const list = page.getByRole('listbox');
  const item =
    typeof option === 'object' && 'index' in option
      ? list.getByRole('option').nth(option.index)
      : list.getByRole('option', { name: option, exact: typeof option === 'string' });
  await item.click();
  await list.waitFor({ state: 'detached' });
}
