import type { BlockProps } from '../props';
import { Guarantee } from '../parts/guarantee';

export default function Guarantee10Days(props: BlockProps<'blocks.guarantee-10-days'>) {
  return <Guarantee {...props} days={10} />;
}
