import { isIP } from 'node:net';
import { cookies } from 'next/headers';
import { emailState, EMAIL_MESSAGE, SUBSCRIPTION_CONTEXT_MAX } from 'contract/rules';
import { forwardToProvider, providerPayload } from '../../../newsletter/provider';
import { storeSubscription } from '../../../cms-client/cms';
import { secrets, siteConfig } from '../../../config/site';
import { isLocale, DEFAULT_LOCALE } from '../../../links/locale';
import { messages } from '../../../i18n';
import { escapeXml } from '../../../seo/feeds';

interface Submission {
  email: string;
  locale: string;
  pageUri: string;
  pageName: string;
}

async function readSubmission(request: Request): Promise<{ submission: Submission; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as Partial<Record<keyof Submission, unknown>>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { submission: { email: text(body.email), locale: text(body.locale), pageUri: text(body.pageUri), pageName: text(body.pageName) }, isForm: false };
  }
  const form = await request.formData().catch(() => new FormData());
  const referer = request.headers.get('referer') ?? '';
  return { submission: { email: String(form.get('email') ?? ''), locale: String(form.get('locale') ?? ''), pageUri: referer, pageName: '' }, isForm: true };
}

/**
 * The visitor's address: the site's server (server/client-address.mjs) settles it as the request's only
 * X-Forwarded-For, from the connection or the declared proxies. Anything else there is no address.
 */
function visitorAddress(request: Request): string | null {
  const value = request.headers.get('x-forwarded-for')?.trim() ?? '';
  return isIP(value) ? value : null;
}

/**
 * The CMS's answer when the visitor's address has used up its sign-ups (429): passed on with its
 * Retry-After, as JSON to the page's script, as a short page of its own to a form posted without
 * JavaScript (in the form's language; /api answers allow no styles or scripts).
 */
function tooManySignUps(retryAfterSeconds: number, locale: string, isForm: boolean): Response {
  const t = messages(locale);
  const message = t.errors.tooManySignUps(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
  const headers = { 'retry-after': String(retryAfterSeconds) };
  if (!isForm) return Response.json({ error: { message } }, { status: 429, headers });
  const page = [
    `<!doctype html><html lang="${escapeXml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeXml(t.newsletter.title)}</title></head>`,
    `<body><main><h1>${escapeXml(t.newsletter.title)}</h1><p role="alert">${escapeXml(message)}</p>`,
    `<p><a href="/${escapeXml(locale)}/newsroom">${escapeXml(t.errors.home)}</a></p></main></body></html>`,
  ].join('');
  return new Response(page, { status: 429, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * POST /api/newsletter: validates the email (the spec's rule), stores the subscription in the CMS
 * (unique, idempotent; the CMS limits sign-ups per visitor address: 429 with Retry-After, passed on),
 * then forwards it to the marketing provider when NEWSLETTER_PROVIDER_URL is set.
 */
export async function POST(request: Request): Promise<Response> {
  const { submission, isForm } = await readSubmission(request);
  const email = submission.email.trim();
  if (emailState(email) !== 'valid') return Response.json({ error: { message: EMAIL_MESSAGE, field: 'email' } }, { status: 400 });
  const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
  const pageUri = safePageUri(submission.pageUri);
  const pageName = submission.pageName.slice(0, SUBSCRIPTION_CONTEXT_MAX.pageName);
  try {
    const stored = await storeSubscription({ email, locale, pageUri, pageName }, visitorAddress(request));
    if (!stored.ok && stored.status === 429) return tooManySignUps(stored.retryAfterSeconds, locale, isForm);
    if (!stored.ok) return Response.json({ error: { message: stored.message, field: 'email' } }, { status: 400 });
  } catch (error) {
    console.error('[newsletter] storing the subscription in the CMS failed', { pageUri, error });
    return Response.json({ error: { message: 'The subscription could not be saved, please try again later.' } }, { status: 502 });
  }
  const providerUrl = secrets.newsletterProviderUrl;
  if (providerUrl) {
    const hutk = (await cookies()).get('hubspotutk')?.value;
    try {
      await forwardToProvider(providerUrl, providerPayload(email, pageUri, pageName, hutk));
    } catch (error) {
      // Stored in the CMS already: the provider can be replayed from there, the visitor is subscribed.
      console.error('[newsletter] forwarding to the marketing provider failed', { pageUri, error });
    }
  }
  if (isForm) return Response.redirect(new URL('/newsletter/thanks', siteConfig.siteUrl), 303);
  return Response.json({ ok: true });
}

function safePageUri(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, SUBSCRIPTION_CONTEXT_MAX.pageUri) : siteConfig.siteUrl;
  } catch {
    return siteConfig.siteUrl;
  }
}
