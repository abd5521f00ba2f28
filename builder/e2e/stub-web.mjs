// @ts-check
/**
 * A stand-in for the public site (web/) while it is being built: it answers the draft-preview
 * route the builder frames (/preview/{type}/{locale}/{slug}?secret= → the CMS's /api/preview/:type/:slug)
 * and a public page (/:locale/:slug → the CMS's public /api/landing-pages/slug/:slug), rendering
 * block titles as HTML. Used only by the end-to-end tests; replace WEB_URL with the real site when it exists.
 */
import http from 'node:http';

/** @param {unknown} value */
const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {any} doc */
function render(doc) {
  const blocks = (doc.published ?? []).map((/** @type {any} */ b) => `<section data-component="${escape(b.__component ?? b.componentName)}"><h2>${escape(b.title ?? b.question ?? '')}</h2></section>`).join('');
  return `<!doctype html><html><head><title>${escape(doc.title ?? doc.slug)}</title></head><body><h1>${escape(doc.title ?? doc.slug)}</h1>${blocks}</body></html>`;
}

/** @param {string} cmsUrl @param {string} secret @param {number} port */
export function startStubWeb(cmsUrl, secret, port) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://web.local');
    let upstream = null;
    const preview = /^\/preview\/(article|landing-page)\/([a-z]{2}-[A-Z]{2})\/([a-z0-9-]+)$/.exec(url.pathname);
    if (preview) {
      if (url.searchParams.get('secret') !== secret) { res.writeHead(404); return res.end('Page not found'); }
      upstream = `${cmsUrl}/api/preview/${preview[1]}/${preview[3]}?locale=${preview[2]}&secret=${encodeURIComponent(secret)}`;
    } else {
      const match = /^\/([a-z]{2}-[A-Z]{2})\/([a-z0-9-]+)$/.exec(url.pathname);
      if (match) upstream = `${cmsUrl}/api/landing-pages/slug/${match[2]}?locale=${match[1]}`;
    }
    if (!upstream) { res.writeHead(404); return res.end('Page not found'); }
    const answer = await fetch(upstream);
    if (!answer.ok) { res.writeHead(answer.status, { 'content-type': 'text/plain' }); return res.end(await answer.text()); }
    const body = /** @type {any} */ (await answer.json());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(render(body.data ?? body));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
