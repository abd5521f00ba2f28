import type { BlocksFeaturesGrid3, BlocksMediaContactCard } from 'cms/blocks';
import { CmsImage } from '../media/image';
import { SanitisedHtml } from './html';
import { Section } from './section';

type P<T> = { block: T; first: boolean };

export function FeaturesGrid3({ block, first }: P<BlocksFeaturesGrid3>) {
  return (
    <Section block={block} first={first} name="features-grid-3">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
      <ul className="features" role="list">
        {block.items.map((item, index) => (
          <li key={item.uuid ?? index} className="features__item">
            <CmsImage image={item.image} sizes="(min-width: 992px) 33vw, 100vw" alt="" />
            <h3>{item.title}</h3>
            <SanitisedHtml html={item.description} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MediaContactCard({ block, first }: P<BlocksMediaContactCard>) {
  return (
    <Section block={block} first={first} name="media-contact-card">
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="contact-card">
        <CmsImage image={block.image} sizes="96px" className="contact-card__image" alt="" />
        <div>
          {block.name ? <p className="contact-card__name">{block.name}</p> : null}
          {block.role ? <p>{block.role}</p> : null}
          {block.email && /^[^\s@<>]+@[^\s@<>]+$/.test(block.email) ? (
            <p>
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </p>
          ) : null}
          {block.phone && /^[+\d][\d\s().-]{3,}$/.test(block.phone) ? (
            <p>
              <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>{block.phone}</a>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
