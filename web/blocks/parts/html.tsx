/**
 * HTML fields arrive sanitised by the CMS (its sanitize "html" fields); only those fields go through
 * here. Every other text is rendered as text.
 */
export function SanitisedHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'blockquote' }) {
  if (!html) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
