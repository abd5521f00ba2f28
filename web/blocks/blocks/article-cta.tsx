import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import cta from '../parts/cta.module.css';
import { SanitisedHtml } from '../parts/html';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

/** Article variant: title, content, ctaUrl, ctaLabel, openNewWindow. */
export default function ArticleCta({ block, first, edit }: BlockProps<'blocks.article-cta'>) {
  return (
    <Section block={block} first={first} className={cta.cta}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <SanitisedHtml html={block.content} mark={fieldMark(edit, 'content', 'html')} />
      <ButtonLink href={block.ctaUrl} label={block.ctaLabel} newTab={block.openNewWindow} />
    </Section>
  );
}
