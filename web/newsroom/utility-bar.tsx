import { NEWSROOM_UTILITY_LINKS } from '../chrome/links';
import { ChevronIcon } from '../chrome/icons';

/**
 * The newsroom's utility bar, server-rendered; enhance/utility-bar.ts makes it sticky with a
 * scrolled look after 100px and opens its links with the toggle under 991px.
 */
export function UtilityBar({ title }: { title: string }) {
  return (
    <div className="utility-bar">
      <div className="container utility-bar__inner">
        <p className="utility-bar__title">{title}</p>
        <button type="button" className="utility-bar__toggle" aria-expanded="false" aria-controls="utility-links">
          <span className="sr-only">
            <span className="utility-bar__verb">Show</span> {title} links
          </span>
          <ChevronIcon />
        </button>
        <nav aria-label={`${title} links`} id="utility-links" className="utility-bar__links">
          <ul role="list">
            {NEWSROOM_UTILITY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
