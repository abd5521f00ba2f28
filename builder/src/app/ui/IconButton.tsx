import type { LucideIcon } from 'lucide-react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';

interface Props {
  /** The accessible name, also the tooltip's text. */
  label: string;
  icon: LucideIcon;
  onPress(): void;
  isDisabled?: boolean;
  /** Shown in the tooltip and announced (aria-keyshortcuts): "Control+Z". */
  keys?: string;
  /** A toggle's state (aria-pressed), e.g. a panel shown. */
  pressed?: boolean;
}

/** An icon button of the builder: its name for screen readers, a tooltip on hover and focus (React Aria). */
export function IconButton({ label, icon: Icon, onPress, isDisabled, keys, pressed }: Props) {
  return (
    <TooltipTrigger delay={500} closeDelay={0}>
      <Button className="icon-button" aria-label={label} onPress={onPress} isDisabled={isDisabled} aria-keyshortcuts={keys} aria-pressed={pressed}>
        <Icon aria-hidden="true" size={18} strokeWidth={1.8} />
      </Button>
      <Tooltip className="tooltip" offset={6}>
        {label}
        {keys && <span className="tooltip-keys">{keys.replace('Control', 'Ctrl')}</span>}
      </Tooltip>
    </TooltipTrigger>
  );
}
