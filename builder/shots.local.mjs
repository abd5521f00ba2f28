// Screenshots of the page canvas (not committed).
import { chromium } from 'playwright-core';
import { startStack } from './e2e/stack.mjs';

const stack = await startStack({ name: 'shots', build: false, web: true });
try {
  const { cms, builder } = stack.urls;
  const login = await (await fetch(`${cms}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'editor@example.com', password: 'Editor12345' }) })).json();
  const headers = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const draft = [
    { __component: 'blocks.hero-image-left', title: 'Build faster with Meridian', subtitle: 'Everything your team needs, on one page.', buttonText: 'Try it', buttonLink: 'https://example.com' },
    { __component: 'blocks.text', title: 'Why teams switch', content: '<p>Less time in tools, more time with customers. <strong>Real</strong> results.</p>' },
    { __component: 'blocks.faq-collapse', title: 'Questions, answered', items: [{ question: 'Is there a free trial?', answer: '<p>Yes, 30 days.</p>' }, { question: 'Can I cancel?', answer: '<p>Any time.</p>' }] },
    { __component: 'blocks.buy-simple', title: 'Ready to start?', subtitle: 'Plans from $9 a month.', buttonText: 'Buy', buttonLink: 'https://example.com/buy' },
  ];
  const created = await (await fetch(`${cms}/content-manager/collection-types/api::landing-page.landing-page?locale=en-US`, { method: 'POST', headers, body: JSON.stringify({ title: 'Spring launch', slug: `spring-${Date.now()}`, draft }) })).json();
  const id = created.data.documentId;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(`${builder}/App/Dashboard/Index`);
    await page.getByLabel('Email').fill('editor@example.com');
    await page.getByLabel('Password').fill('Editor12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Pages' }).waitFor();
    await page.goto(`${builder}/App/PageBuilder/Builder?type=landing-page&id=${id}&locale=en-US`);
    const frame = page.frameLocator('[data-testid="page-canvas-frame"]');
    await frame.getByRole('heading', { name: 'Why teams switch' }).waitFor();
    await frame.getByTestId('canvas-overlay').waitFor({ state: 'attached' });
    await page.screenshot({ path: `/tmp/h14-canvas-${width}-open.png` });
    await frame.getByRole('heading', { name: 'Why teams switch' }).click();
    await frame.getByRole('heading', { name: 'Questions, answered' }).hover();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/h14-canvas-${width}-selected.png` });
    await frame.getByRole('heading', { name: 'Build faster with Meridian' }).dblclick();
    await page.keyboard.type(' today');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/h14-canvas-${width}-editing.png` });
    await page.keyboard.press('Escape');
    await page.close();
  }
  await browser.close();
} finally {
  await stack.stop();
}
