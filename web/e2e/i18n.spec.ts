import { SEEDED, SEEDED_ARTICLES } from 'seeds';
import { messages } from '../i18n';
import { expect, test } from './fixtures';

/** A seeded event with a Spanish translation. */
const spanishEvent = SEEDED_ARTICLES.find((a) => a.event && a.published && a.translationSlug)!;

test('an es-US newsroom is Spanish around the content: navigation, filters, pills, pagination, newsletter, footer, dates', async ({ newContext }) => {
  const context = await newContext({ locale: 'es-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await page.goto('/es-US/newsroom');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Todos los productos' })).toBeVisible();
  await expect(page.getByText('Iniciar sesión')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas noticias' })).toBeVisible();
  // Filter menu and pills.
  await page.getByTestId('filter-category').locator('summary').click();
  await expect(page.getByTestId('filter-category').locator('summary')).toContainText('Tipo de contenido');
  await page.getByTestId('filter-category').getByRole('link', { name: 'Historias de clientes' }).click();
  await expect(page.getByRole('list', { name: 'Filtros activos' }).getByRole('link', { name: 'Quitar filtro: Historias de clientes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Borrar todos los filtros' })).toBeVisible();
  await page.goto('/es-US/newsroom');
  // Pagination (when there is more than one page of Spanish articles).
  const pagination = page.locator('nav.pagination');
  if (await pagination.count()) await expect(pagination).toHaveAttribute('aria-label', 'Paginación');
  // Newsletter and footer.
  await expect(page.getByRole('heading', { name: 'Manténgase informado' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suscribirse' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('ana@example');
  await expect(page.getByText('Introduzca una dirección de correo electrónico válida.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
  await expect(page.getByRole('navigation', { name: 'Pie de página' }).getByRole('heading', { name: 'Productos' })).toBeVisible();
  // Card dates: long Spanish dates (Intl, es-US) in the visitor's zone.
  const dates = page.getByTestId('newsroom-grid').locator('.card__date time');
  expect(await dates.count()).toBeGreaterThan(0);
  const expected = await dates.evaluateAll((times) =>
    times.map((t) => new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date((t as HTMLTimeElement).dateTime))),
  );
  expect(await dates.allTextContents()).toEqual(expected);
  expect(expected.join(' ')).toMatch(/ de /);
  // Card categories are named in Spanish, as the filters name them; the screen-reader note too.
  const categories = await page.getByTestId('newsroom-grid').locator('.card__category').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const name of categories)
    expect([
      'Noticias de la empresa',
      'Novedades de productos',
      'Éxito y aprendizaje',
      'Perspectivas del sector',
      'Historias de clientes',
      'Eventos',
    ]).toContain(name);
  await expect(page.getByTestId('newsroom-grid').locator('.card__link .sr-only').first()).toHaveText('(se abre en una pestaña nueva)');
  // hreflang alternates in the head.
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en-US\/newsroom$/);
  await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', /\/es-US\/newsroom$/);
});

test('an es-US event page: share, event rows and dates in Spanish, hreflang to the English page', async ({ newContext }) => {
  const context = await newContext({ locale: 'es-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await page.goto(`/es-US/newsroom/${spanishEvent.translationSlug}`);
  await expect(page.getByRole('heading', { name: 'Fechas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expect(page.locator('.share__label')).toHaveText('Compartir');
  await expect(page.getByRole('link', { name: '← Sala de prensa' })).toBeVisible();
  const month = page.getByTestId('event-date').first().locator('.event-date__month');
  await expect(month).not.toHaveText(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
  // The calendar button and its menu are Spanish too.
  const calendar = page.getByTestId('event-date').first().locator('add-to-calendar-button');
  await expect(calendar.getByRole('button', { name: /Añadir al calendario/ })).toBeVisible();
  await calendar.getByRole('button', { name: /Añadir al calendario/ }).click();
  await expect(calendar.getByText('Archivo iCal')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', new RegExp(`/en-US/newsroom/${spanishEvent.slug}$`));
});

test('es-US error pages are Spanish', async ({ request }) => {
  const missing = await request.get('/es-US/newsroom/no-existe');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  expect(html).toContain('Página no encontrada: /es-US/newsroom/no-existe');
  expect(html).toContain('Ir a la sala de prensa');
});

test('sitemap.xml names each page in the other locale (hreflang alternates)', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${baseURL}/es-US/newsroom" />`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${baseURL}/es-US/newsroom/${spanishEvent.translationSlug}" />`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}/en-US/newsroom/${spanishEvent.slug}" />`);
});

test("the language switch leads to the page's translation, keeps the newsroom's filters, and falls back to the newsroom", async ({ page, request }) => {
  await page.goto(`/en-US/newsroom/${spanishEvent.slug}`);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`/es-US/newsroom/${spanishEvent.translationSlug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/newsroom/${spanishEvent.slug}$`));
  // The newsroom keeps its filters.
  await page.goto('/en-US/newsroom?category=events');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es-US\/newsroom\?category=events$/);
  // A page with no translation leads to the other locale's newsroom; bad input is a 400 that says why.
  const untranslated = SEEDED_ARTICLES.find((a) => a.published && !a.translationSlug && !a.redirectUrl)!;
  const answer = await request.get(`/api/translation?to=es-US&from=/en-US/newsroom/${untranslated.slug}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/es-US/newsroom');
  const bad = await request.get('/api/translation?to=es-US&from=https://evil.example/', { maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toBe('from must be a path of this site');
});

/** The English catalogue's texts that Spanish pages must not show: every text (and every fixed part of a text that takes an argument) that differs in Spanish. */
function englishOnlyPhrases(): string[] {
  const MARK = '\u00a7';
  const phrases = new Set<string>();
  const texts = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const filled = String((value as (...args: unknown[]) => unknown)(MARK, MARK));
      return filled.split(MARK);
    }
    return [];
  };
  const walk = (en: unknown, es: unknown, path: string) => {
    if (typeof en === 'object' && en !== null) {
      for (const [key, value] of Object.entries(en)) walk(value, (es as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
      return;
    }
    if (/\.(intlLocale|calendarLanguage)$/.test(path)) return;
    const spanish = new Set(texts(es).map((t) => t.trim()));
    for (const text of texts(en).map((t) => t.trim().replace(/^[,.:;]\s*|\s*[,.:;]$/g, ''))) {
      if (text.length >= 4 && !spanish.has(text)) phrases.add(text);
    }
  };
  walk(messages('en-US'), messages('es-US'), 't');
  return [...phrases];
}

test('a walk through every es-US page type finds no text of the English catalogue (text, names, titles, the calendar button)', async ({ newContext }) => {
  const context = await newContext({ locale: 'es-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const phrases = englishOnlyPhrases();
  expect(phrases).toEqual(expect.arrayContaining(['Sign In', '(opens in a new tab)', 'Latest news', 'Add to Calendar', 'Internal Server Error']));
  const article = SEEDED_ARTICLES.find((a) => !a.event && a.published && a.translationSlug && !a.redirectUrl)!;
  const landing = Object.values(SEEDED.translatedLandingPages)[0]!;
  const paths = [
    '/es-US/newsroom',
    '/es-US/newsroom?category=events',
    '/es-US/newsroom?page=2',
    `/es-US/newsroom/${article.translationSlug}`,
    `/es-US/newsroom/${spanishEvent.translationSlug}`,
    `/es-US/${landing}`,
    '/es-US/search?q=edificio',
    '/es-US/search',
    '/es-US/newsroom/no-existe',
    '/es-US/_status/400',
    '/es-US/_status/500',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() => {
      const out: string[] = [document.title];
      const visit = (root: Document | ShadowRoot) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeType === Node.TEXT_NODE) {
            const parent = node.parentElement?.tagName;
            if (parent !== 'SCRIPT' && parent !== 'STYLE' && parent !== 'TEMPLATE') out.push(node.textContent ?? '');
            continue;
          }
          const element = node as Element;
          for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'label', 'aria-roledescription']) {
            const value = element.getAttribute(name);
            if (value) out.push(value);
          }
          if (element.shadowRoot) visit(element.shadowRoot);
        }
      };
      visit(document);
      return out.join('\n');
    });
    const found = phrases.filter((phrase) => new RegExp(`(?<![A-Za-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(shown));
    expect(found, `English text on ${path}`).toEqual([]);
  }
});
