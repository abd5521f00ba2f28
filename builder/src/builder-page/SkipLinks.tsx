/**
 * Skip links of the builder (shown when focused): straight to the palette's search, the outline's
 * selected (or first) block, or the first field of the side panel, instead of tabbing through the
 * toolbar and the palette's blocks.
 */
export function SkipLinks() {
  const skip = (selectors: string[]) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <nav className="skip-links" aria-label="Builder skip links">
      <a href="#palette" onClick={skip(['#palette input[type="search"]', '#palette-toggle'])}>
        Skip to the blocks palette
      </a>
      <a href="#outline" onClick={skip(['#outline .selected .block-title', '#outline .block-title', '#outline .canvas-end'])}>
        Skip to the outline
      </a>
      <a
        href="#fields"
        onClick={skip([
          '#fields .inspector input, #fields .inspector textarea, #fields .inspector select, #fields .inspector [contenteditable]',
          '#fields [role="tab"]',
        ])}
      >
        Skip to the fields
      </a>
    </nav>
  );
}
