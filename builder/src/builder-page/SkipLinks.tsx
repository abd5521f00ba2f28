import { REGIONS, regionTarget, type Region } from './regions';

const region = (container: string) => REGIONS.find((candidate) => candidate.container === container) as Region;

/**
 * Skip links of the builder (shown when focused): straight to the palette's search, the outline's
 * selected (or first) block, or the first field of the side panel, instead of tabbing through the
 * top bar and the palette's blocks. They land where F6 does (regions.ts).
 */
export function SkipLinks() {
  const skip = (target: Region) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const element = regionTarget(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <nav className="skip-links" aria-label="Builder skip links">
      <a href="#palette" onClick={skip(region('#palette'))}>
        Skip to the blocks palette
      </a>
      <a href="#outline" onClick={skip(region('#outline'))}>
        Skip to the outline
      </a>
      <a href="#fields" onClick={skip(region('#fields'))}>
        Skip to the fields
      </a>
    </nav>
  );
}
