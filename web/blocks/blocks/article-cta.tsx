import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import cta from '../parts/cta.module.css';
import { SanitisedHtml } from '../parts/html';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

/** Article variant: title, content, ctaUrl, ctaLabel, openNewWindow. */
export default function ArticleCta({ block, first, edit, locale }: BlockProps<'blocks.article-cta'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={cta.cta}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <SanitisedHtml html={block.content} mark={mark('content')} placeholder="Text" />
      <ButtonLink locale={locale} href={block.ctaUrl} label={block.ctaLabel} newTab={block.openNewWindow} labelMark={mark('ctaLabel')} />
    </Section>
  );
}
