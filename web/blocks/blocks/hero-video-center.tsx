import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import hero from '../parts/hero.module.css';
import { Section, cx } from '../parts/section';
import { YouTubeEmbed } from '../parts/youtube';

export default function HeroVideoCenter({ block, first, edit }: BlockProps<'blocks.hero-video-center'>) {
  return (
    <Section block={block} first={first} className={cx(hero.hero, hero.center)}>
      {block.title ? (
        <h2 className={hero.title} {...fieldMark(edit, 'title')}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? (
        <p className="lead" {...fieldMark(edit, 'subtitle')}>
          {block.subtitle}
        </p>
      ) : null}
      <YouTubeEmbed code={block.youtubeVideoCode} title={block.title || 'Video'} />
    </Section>
  );
}
