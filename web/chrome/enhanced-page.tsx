/**
 * Declares that this page is served without Next's client runtime, with the named script of
 * enhance/ instead (server/enhanced-pages.mjs takes the marker out). Everything the page does must
 * then work from its server-rendered markup plus that script: no client components' interactivity.
 */
export function EnhancedPage({ script }: { script: 'newsroom' }) {
  return <template data-enhanced-page={script} />;
}
