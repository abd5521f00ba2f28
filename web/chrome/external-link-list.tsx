import type { NavLink } from './links';

/** A list of links to other sites: each opens in a new tab, and says so to screen readers. */
export function ExternalLinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
