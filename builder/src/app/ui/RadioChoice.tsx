import { Label, Radio, RadioGroup } from 'react-aria-components';

interface Props<K extends string> {
  /** The group's name (its label); only for screen readers with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: NoInfer<K>;
  options: readonly { id: K; label: string }[];
  onChange(value: NoInfer<K>): void;
  className?: string;
}

/** One of a few choices shown side by side, on React Aria's RadioGroup (arrow keys move the choice; one Tab stop). */
export function RadioChoice<K extends string>({ label, hideLabel, value, options, onChange, className }: Props<K>) {
  return (
    <RadioGroup
      className={['radio-choice', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(next) => onChange(next as K)}
      orientation="horizontal"
    >
      <Label className={hideLabel ? 'sr-only' : 'radio-choice-label'}>{label}</Label>
      <div className="radio-choice-options">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio">
            <span className="radio-dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
