import type { BlockProps } from '../props';
import { Guarantee } from '../parts/guarantee';

export default function Guarantee15Days(props: BlockProps<'blocks.guarantee-15-days'>) {
  return <Guarantee {...props} days={15} />;
}
