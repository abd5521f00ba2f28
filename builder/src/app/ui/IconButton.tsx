import type { LucideIcon } from 'lucide-react';
import { Button, Link, Tooltip, TooltipTrigger } from 'react-aria-components';

interface Common {
  /** The accessible name, also the tooltip's text. */
  label: string;
  icon: LucideIcon;
}

interface ButtonProps extends Common {
  onPress(): void;
  isDisabled?: boolean;
  /** Shown in the tooltip and announced (aria-keyshortcuts): "Control+Z". */
  keys?: string;
  /** A toggle's state (aria-pressed), e.g. a panel shown. */
  pressed?: boolean;
  /** For a caller that moves the keyboard back to this button. */
  ref?: React.Ref<HTMLButtonElement>;
}

function IconTooltip({ label, keys }: { label: string; keys?: string }) {
  return (
    <Tooltip className="tooltip" offset={6}>
      {label}
      {keys && <span className="tooltip-keys">{keys.replace('Control', 'Ctrl')}</span>}
    </Tooltip>
  );
}

/** An icon button of the builder: its name for screen readers, a tooltip on hover and focus (React Aria). */
export function IconButton({ label, icon: Icon, onPress, isDisabled, keys, pressed, ref }: ButtonProps) {
  return (
    <TooltipTrigger delay={500} closeDelay={0}>
      <Button ref={ref} className="icon-button" aria-label={label} onPress={onPress} isDisabled={isDisabled} aria-keyshortcuts={keys} aria-pressed={pressed}>
        <Icon aria-hidden="true" size={18} strokeWidth={1.8} />
      </Button>
      <IconTooltip label={label} keys={keys} />
    </TooltipTrigger>
  );
}

/**
 * An icon link, as IconButton: a page of the builder, opened in a new tab (named so) or, with
 * `sameTab`, in this one without reloading the app (App's RouterProvider).
 */
export function IconLink({ label, icon: Icon, href, sameTab }: Common & { href: string; sameTab?: boolean }) {
  return (
    <TooltipTrigger delay={500} closeDelay={0}>
      <Link className="icon-button" href={href} target={sameTab ? undefined : '_blank'} rel={sameTab ? undefined : 'noopener'} aria-label={label}>
        <Icon aria-hidden="true" size={18} strokeWidth={1.8} />
      </Link>
      <IconTooltip label={label} />
    </TooltipTrigger>
  );
}
