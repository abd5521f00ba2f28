import type { BlockProps } from '../props';
import cta from '../parts/cta.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

/** Event variant of the call to action: title, description and buttons[0] (url, label, openInNewTab). */
export default function EventCta({ block, first }: BlockProps<'event.cta'>) {
  const button = block.buttons[0];
  return (
    <Section block={block} first={first} className={cta.cta}>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.description ? <p>{block.description}</p> : null}
      {button ? <ButtonLink href={button.url} label={button.label} newTab={button.openInNewTab} /> : null}
    </Section>
  );
}
