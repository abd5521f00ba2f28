import type { BlocksHeroFormLeft, BlocksHeroImageLeft, BlocksHeroVideoCenter, BlocksArticleHero, BlocksAuthorImageLeft } from 'cms/blocks';
import { CmsImage } from '../media/image';
import { Section } from './section';
import { ButtonLink } from './link-button';
import { YouTubeEmbed } from './youtube';

type P<T> = { block: T; first: boolean };

export function HeroImageLeft({ block, first }: P<BlocksHeroImageLeft>) {
  return (
    <Section block={block} first={first} name="hero-image-left" className="hero">
      <div className="split">
        <CmsImage image={block.image} sizes="(min-width: 992px) 50vw, 100vw" priority={first} className="split__media" />
        <div className="split__text">
          <h2 className="hero__title">{block.title}</h2>
          {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
          <ButtonLink href={block.buttonLink} label={block.buttonText} />
        </div>
      </div>
    </Section>
  );
}

export function HeroFormLeft({ block, first }: P<BlocksHeroFormLeft>) {
  const id = `hero-form-${block.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Section block={block} first={first} name="hero-form-left" className="hero">
      <div className="split">
        <div className="split__text">
          <h2 className="hero__title">{block.title}</h2>
          {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
        </div>
        {/* The spec's name and email inputs are static: shown, not wired to any service. */}
        <form className="static-form" aria-label={block.title}>
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" />
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
          <button type="button" className="button">
            {block.buttonText || 'Submit'}
          </button>
        </form>
      </div>
    </Section>
  );
}

export function HeroVideoCenter({ block, first }: P<BlocksHeroVideoCenter>) {
  return (
    <Section block={block} first={first} name="hero-video-center" className="hero hero--center">
      {block.title ? <h2 className="hero__title">{block.title}</h2> : null}
      {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
      <YouTubeEmbed code={block.youtubeVideoCode} title={block.title || 'Video'} />
    </Section>
  );
}

export function ArticleHero({ block, first }: P<BlocksArticleHero>) {
  return (
    <Section block={block} first={first} name="article-hero">
      <figure className="figure">
        <CmsImage image={block.media} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
        {block.caption || block.credit ? (
          <figcaption>
            {block.caption}
            {block.credit ? <span className="credit"> {block.credit}</span> : null}
          </figcaption>
        ) : null}
      </figure>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.leadText ? <p className="lead">{block.leadText}</p> : null}
    </Section>
  );
}

export function AuthorImageLeft({ block, first }: P<BlocksAuthorImageLeft>) {
  return (
    <Section block={block} first={first} name="author-image-left">
      <div className="split split--narrow-media">
        <CmsImage image={block.image} sizes="(min-width: 768px) 240px, 50vw" className="split__media author__image" />
        <div className="split__text">
          {block.title ? <h2>{block.title}</h2> : null}
          {block.description ? <p>{block.description}</p> : null}
        </div>
      </div>
    </Section>
  );
}
