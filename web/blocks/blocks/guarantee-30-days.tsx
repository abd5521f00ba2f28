import type { BlockProps } from '../props';
import { Guarantee } from '../parts/guarantee';

export default function Guarantee30Days(props: BlockProps<'blocks.guarantee-30-days'>) {
  return <Guarantee {...props} days={30} />;
}
