import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import hero from '../parts/hero.module.css';
import { Section, cx } from '../parts/section';
import { YouTubeEmbed } from '../parts/youtube';

export default function HeroVideoCenter({ block, first, edit }: BlockProps<'blocks.hero-video-center'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={cx(hero.hero, hero.center)}>
      <FieldText as="h2" className={hero.title} value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
      <YouTubeEmbed code={block.youtubeVideoCode} title={block.title || 'Video'} />
    </Section>
  );
}
