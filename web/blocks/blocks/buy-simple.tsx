import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import cta from '../parts/cta.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

export default function BuySimple({ block, first, edit }: BlockProps<'blocks.buy-simple'>) {
  return (
    <Section block={block} first={first} className={cta.cta}>
      <h2 {...fieldMark(edit, 'title')}>{block.title}</h2>
      {block.subtitle ? (
        <p className="lead" {...fieldMark(edit, 'subtitle')}>
          {block.subtitle}
        </p>
      ) : null}
      <ButtonLink href={block.buttonLink} label={block.buttonText} />
    </Section>
  );
}
