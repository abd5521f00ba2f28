import type { BlockProps } from '../props';
import { CollapseList } from '../parts/collapse';
import { Section } from '../parts/section';

export default function FAQCollapse({ block, first }: BlockProps<'blocks.faq-collapse'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2>{block.title}</h2> : null}
      <CollapseList items={block.items.map((item, index) => ({ key: item.uuid ?? index, title: item.question, html: item.answer }))} />
    </Section>
  );
}
