import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import hero from '../parts/hero.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';
import split from '../parts/split.module.css';

export default function HeroImageLeft({ block, first, edit, locale }: BlockProps<'blocks.hero-image-left'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={hero.hero}>
      <div className={split.split}>
        <CmsImage image={block.image} sizes="(min-width: 992px) 50vw, 100vw" priority={first} />
        <div>
          <FieldText as="h2" className={hero.title} value={block.title} mark={mark('title')} placeholder="Title" />
          <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
          <ButtonLink locale={locale} href={block.buttonLink} label={block.buttonText} labelMark={mark('buttonText')} />
        </div>
      </div>
    </Section>
  );
}
