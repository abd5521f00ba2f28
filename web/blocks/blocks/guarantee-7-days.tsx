import type { BlockProps } from '../props';
import { Guarantee } from '../parts/guarantee';

export default function Guarantee7Days(props: BlockProps<'blocks.guarantee-7-days'>) {
  return <Guarantee {...props} days={7} />;
}
