import type { ReactNode } from 'react';
import { isExternal, safeHref } from '../../links/safe-url';

/** A content link: nothing when the URL is missing or its protocol is dangerous. */
export function ContentLink({
  href,
  newTab,
  className,
  children,
}: {
  href: string | null | undefined;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const safe = safeHref(href);
  if (!safe) return null;
  const openNew = newTab ?? false;
  return (
    <a href={safe} className={className} {...(openNew ? { target: '_blank', rel: isExternal(safe) ? 'noopener noreferrer' : 'noopener' } : {})}>
      {children}
      {openNew ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

export function ButtonLink({ href, label, newTab }: { href: string | null | undefined; label: string | null | undefined; newTab?: boolean }) {
  if (!label) return null;
  return (
    <ContentLink href={href} newTab={newTab} className="button">
      {label}
    </ContentLink>
  );
}
