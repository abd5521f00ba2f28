'use client';
import { useEffect, useRef, useState } from 'react';
import type { Messages } from '../i18n/messages';

export const COPIED_VISIBLE_MS = 1500;

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}` },
  ];
}

/** Share to Facebook, LinkedIn, X (title as text) and copy the link ('Link copied' for 1.5 s). */
export function ShareButtons({ url, title, texts }: { url: string; title: string; texts: Messages['share'] }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href.split('#')[0] || url);
    } catch (error) {
      console.error('[share] copying the link failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
  }

  return (
    <div className="share">
      <p className="share__label" id="share-label">
        {texts.label}
      </p>
      <ul role="list" aria-labelledby="share-label" className="share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a className="share__button" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.network}
              <span className="sr-only"> {texts.opensNetwork}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__button" onClick={copy}>
            {texts.copy}
          </button>
        </li>
      </ul>
      <p className="share__status" role="status" aria-live="polite">
        {copied ? texts.copied : ''}
      </p>
    </div>
  );
}
