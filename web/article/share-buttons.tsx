'use client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Messages } from '../i18n/messages';
import { FacebookIcon, LinkIcon, LinkedInIcon, XIcon } from '../chrome/icons';

export const COPIED_VISIBLE_MS = 1500;

export function shareLinks(url: string, title: string): { network: string; href: string; Icon: ComponentType }[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedInIcon },
    { network: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`, Icon: XIcon },
  ];
}

/**
 * Share to Facebook, LinkedIn, X (title as text) and copy the link ('Link copied' for 1.5 s). Each is an
 * icon button: the icon is decorative, the accessible name is the network's name (visually hidden text,
 * also shown as a tooltip).
 */
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
            <a className="share__button" href={link.href} target="_blank" rel="noopener noreferrer" title={link.network}>
              <link.Icon />
              <span className="sr-only">
                {link.network}
                <span> {texts.opensNetwork}</span>
              </span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__button" onClick={copy} title={texts.copy}>
            <LinkIcon />
            <span className="sr-only">{texts.copy}</span>
          </button>
        </li>
      </ul>
      <p className="share__status" role="status" aria-live="polite">
        {copied ? texts.copied : ''}
      </p>
    </div>
  );
}
