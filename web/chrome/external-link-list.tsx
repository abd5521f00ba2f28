import type { NavLink } from './links';
import { linkLabel, type Messages } from '../i18n';

/** A list of links to other sites: each opens in a new tab, and says so to screen readers. */
export function ExternalLinkList({ links, className, t }: { links: readonly NavLink[]; className?: string; t: Messages }) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {linkLabel(t, link)}
            <span className="sr-only"> {t.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
