import { LayoutTemplate } from 'lucide-react';
import { AccountMenu } from './AccountMenu';
import { onLinkClick, ROUTES, useLocation } from './router';

const LINKS = [
  { href: ROUTES.dashboard, name: 'Dashboard' },
  { href: ROUTES.create, name: 'New page' },
  { href: ROUTES.gallery, name: 'Blocks' },
] as const;

/**
 * The header of the screens around the builder (dashboard, new page, preview): the product's name,
 * the places to go (the dashboard, a new page, the block gallery), the current one marked, and the account menu. The builder itself has only
 * its top bar, which links back to the dashboard and holds the same account menu.
 */
export function AppHeader() {
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      {/* Named on the link itself: on a phone only its icon shows. */}
      <a className="brand" href={ROUTES.dashboard} onClick={onLinkClick} aria-label="Page builder">
        <LayoutTemplate aria-hidden="true" size={20} />
        <span className="brand-name">Page builder</span>
      </a>
      <nav aria-label="Main">
        {LINKS.map((link) => (
          <a key={link.href} href={link.href} onClick={onLinkClick} aria-current={pathname === link.href ? 'page' : undefined}>
            {link.name}
          </a>
        ))}
      </nav>
      <AccountMenu />
    </header>
  );
}
