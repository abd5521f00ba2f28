import type { BlocksChaptersCollapse, BlocksFaqCollapse, BlocksFaqList } from 'cms/blocks';
import { SanitisedHtml } from './html';
import { Section } from './section';

type P<T> = { block: T; first: boolean };

/**
 * FAQ and chapters expand and collapse with <details>/<summary>: keyboard operable (Enter/Space),
 * announced as expanded/collapsed by screen readers, and working without JavaScript.
 */
export function FaqCollapse({ block, first }: P<BlocksFaqCollapse>) {
  return (
    <Section block={block} first={first} name="faq-collapse">
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="collapse-list">
        {block.items.map((item, index) => (
          <details className="collapse" key={item.uuid ?? index}>
            <summary>
              <h3 className="collapse__title">{item.question}</h3>
            </summary>
            <SanitisedHtml html={item.answer} className="collapse__body" />
          </details>
        ))}
      </div>
    </Section>
  );
}

export function ChaptersCollapse({ block, first }: P<BlocksChaptersCollapse>) {
  return (
    <Section block={block} first={first} name="chapters-collapse">
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="collapse-list">
        {block.items.map((item, index) => (
          <details className="collapse" key={item.uuid ?? index}>
            <summary>
              <h3 className="collapse__title">
                <span className="collapse__number">{index + 1}.</span> {item.title}
              </h3>
            </summary>
            <SanitisedHtml html={item.description} className="collapse__body" />
          </details>
        ))}
      </div>
    </Section>
  );
}

export function FaqList({ block, first }: P<BlocksFaqList>) {
  return (
    <Section block={block} first={first} name="faq-list">
      {block.title ? <h2>{block.title}</h2> : null}
      <dl className="faq-list">
        {block.items.map((item, index) => (
          <div key={item.uuid ?? index} className="faq-list__item">
            <dt>{item.question}</dt>
            <dd>
              <SanitisedHtml html={item.answer} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
