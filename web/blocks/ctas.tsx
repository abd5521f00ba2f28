import type { BlocksArticleCta, BlocksBuySimple, EventCta } from 'cms/blocks';
import { SanitisedHtml } from './html';
import { ButtonLink } from './link-button';
import { Section } from './section';

type P<T> = { block: T; first: boolean };

/** Article variant: title, content, ctaUrl, ctaLabel, openNewWindow. */
export function ArticleCta({ block, first }: P<BlocksArticleCta>) {
  return (
    <Section block={block} first={first} name="article-cta" className="cta">
      {block.title ? <h2>{block.title}</h2> : null}
      <SanitisedHtml html={block.content} />
      <ButtonLink href={block.ctaUrl} label={block.ctaLabel} newTab={block.openNewWindow} />
    </Section>
  );
}

/** Event variant: title, description and buttons[0] (url, label, openInNewTab). */
export function EventCtaBlock({ block, first }: P<EventCta>) {
  const button = block.buttons[0];
  return (
    <Section block={{}} first={first} name="event-cta" className="cta">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.description ? <p>{block.description}</p> : null}
      {button ? <ButtonLink href={button.url} label={button.label} newTab={button.openInNewTab} /> : null}
    </Section>
  );
}

export function BuySimple({ block, first }: P<BlocksBuySimple>) {
  return (
    <Section block={block} first={first} name="buy-simple" className="cta">
      <h2>{block.title}</h2>
      {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
      <ButtonLink href={block.buttonLink} label={block.buttonText} />
    </Section>
  );
}
