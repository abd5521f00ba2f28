import type { BlocksGuarantee10Days, BlocksGuarantee15Days, BlocksGuarantee30Days, BlocksGuarantee7Days } from 'cms/blocks';
import { ButtonLink } from './link-button';
import { Section } from './section';

type GuaranteeBlock = BlocksGuarantee7Days | BlocksGuarantee10Days | BlocksGuarantee15Days | BlocksGuarantee30Days;

function Guarantee({ block, first, days }: { block: GuaranteeBlock; first: boolean; days: 7 | 10 | 15 | 30 }) {
  return (
    <Section block={block} first={first} name={`guarantee-${days}-days`} className="guarantee">
      <div className="guarantee__badge" aria-hidden="true">
        <span className="guarantee__days">{days}</span>
        <span>days</span>
      </div>
      <div>
        <h2>{block.title || `${days}-day money-back guarantee`}</h2>
        {block.description ? <p>{block.description}</p> : null}
        <ButtonLink href={block.buttonLink} label={block.buttonText} />
      </div>
    </Section>
  );
}

export const Guarantee7Days = (p: { block: BlocksGuarantee7Days; first: boolean }) => <Guarantee {...p} days={7} />;
export const Guarantee10Days = (p: { block: BlocksGuarantee10Days; first: boolean }) => <Guarantee {...p} days={10} />;
export const Guarantee15Days = (p: { block: BlocksGuarantee15Days; first: boolean }) => <Guarantee {...p} days={15} />;
export const Guarantee30Days = (p: { block: BlocksGuarantee30Days; first: boolean }) => <Guarantee {...p} days={30} />;
