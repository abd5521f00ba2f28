import type { ReactNode } from 'react';
import { isExternal, safeHref } from '../../links/safe-url';
import type { FieldMark } from '../edit-marks';
import { messages } from '../../i18n';

/** A content link: nothing when the URL is missing or its protocol is dangerous. A new tab is announced in the page's `locale`. */
export function ContentLink({
  href,
  newTab,
  locale,
  className,
  children,
}: {
  href: string | null | undefined;
  newTab?: boolean;
  locale: string;
  className?: string;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  if (!safe) return null;
  const openNew = newTab ?? false;
  return (
    <a href={safe} className={className} {...(openNew ? { target: '_blank', rel: isExternal(safe) ? 'noopener noreferrer' : 'noopener' } : {})}>
      {children}
      {openNew ? <span className="sr-only"> {messages(locale).opensInNewTab}</span> : null}
    </a>
  );
}

/**
 * A link shown as a button, labelled `label`; nothing without a label or a safe URL. In the draft
 * preview the label carries its field's mark (`labelMark`), so the editor writes it in place; an empty
 * label shows a placeholder button to write it in, and a label without a (safe) link a button that
 * is not a link, so that it can still be written (the public page shows neither).
 */
export function ButtonLink({
  href,
  label,
  newTab,
  locale,
  labelMark,
}: {
  href: string | null | undefined;
  label: string | null | undefined;
  newTab?: boolean;
  locale: string;
  labelMark?: FieldMark;
}) {
  if (labelMark && (!label || !safeHref(href))) {
    return (
      <span className="button">
        <span {...labelMark} {...(label ? {} : { 'data-placeholder': 'Button text' })}>
          {label || null}
        </span>
      </span>
    );
  }
  if (!label) return null;
  return (
    <ContentLink href={href} newTab={newTab} locale={locale} className="button">
      {labelMark ? <span {...labelMark}>{label}</span> : label}
    </ContentLink>
  );
}
