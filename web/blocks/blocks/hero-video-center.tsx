import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import hero from '../parts/hero.module.css';
import { Section, cx } from '../parts/section';
import { YouTubeEmbed } from '../parts/youtube';
import { messages } from '../../i18n';

export default function HeroVideoCenter({ block, first, edit, locale }: BlockProps<'blocks.hero-video-center'>) {
  const mark = editMarks(block, edit);
  const t = messages(locale).blocks;
  const title = block.title || t.video;
  return (
    <Section block={block} first={first} className={cx(hero.hero, hero.center)}>
      <FieldText as="h2" className={hero.title} value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
      <YouTubeEmbed code={block.youtubeVideoCode} title={title} playLabel={t.playVideo(title)} />
    </Section>
  );
}
