import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import cta from '../parts/cta.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

/** Event variant of the call to action: title, description and buttons[0] (url, label, openInNewTab). */
export default function EventCta({ block, first, edit }: BlockProps<'event.cta'>) {
  const button = block.buttons[0];
  return (
    <Section block={block} first={first} className={cta.cta}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      {block.description ? <p {...fieldMark(edit, 'description')}>{block.description}</p> : null}
      {button ? <ButtonLink href={button.url} label={button.label} newTab={button.openInNewTab} /> : null}
    </Section>
  );
}
