import { cookies } from 'next/headers';
import { emailState, EMAIL_MESSAGE, SUBSCRIPTION_CONTEXT_MAX } from 'contract/rules';
import { forwardToProvider, providerPayload } from '../../../newsletter/provider';
import { storeSubscription } from '../../../cms-client/cms';
import { secrets, siteConfig } from '../../../config/site';
import { isLocale, DEFAULT_LOCALE } from '../../../links/locale';

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
 * POST /api/newsletter: validates the email (the spec's rule), stores the subscription in the CMS
 * (unique, idempotent), then forwards it to the marketing provider when NEWSLETTER_PROVIDER_URL is set.
 */
export async function POST(request: Request): Promise<Response> {
  const { submission, isForm } = await readSubmission(request);
  const email = submission.email.trim();
  if (emailState(email) !== 'valid') return Response.json({ error: { message: EMAIL_MESSAGE, field: 'email' } }, { status: 400 });
  const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
  const pageUri = safePageUri(submission.pageUri);
  const pageName = submission.pageName.slice(0, SUBSCRIPTION_CONTEXT_MAX.pageName);
  try {
    const stored = await storeSubscription({ email, locale, pageUri, pageName });
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
