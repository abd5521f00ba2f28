import type { BlockProps } from '../props';
import hero from '../parts/hero.module.css';
import { Section, cx } from '../parts/section';
import { YouTubeEmbed } from '../parts/youtube';

export default function HeroVideoCenter({ block, first }: BlockProps<'blocks.hero-video-center'>) {
  return (
    <Section block={block} first={first} className={cx(hero.hero, hero.center)}>
      {block.title ? <h2 className={hero.title}>{block.title}</h2> : null}
      {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
      <YouTubeEmbed code={block.youtubeVideoCode} title={block.title || 'Video'} />
    </Section>
  );
}
