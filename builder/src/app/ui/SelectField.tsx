import { Check, ChevronDown } from 'lucide-react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

interface Props<K extends string> {
  /** The field's name; shown above the button, or only to screen readers with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: NoInfer<K>;
  options: readonly SelectOption<K>[];
  onChange(value: NoInfer<K>): void;
  className?: string;
  autoFocus?: boolean;
}

/**
 * A choice from a short list, on React Aria's Select: a button showing the choice that opens a list to
 * pick from by pointer or keys (type-ahead, arrows, Home/End), with the label tied to both. Used where a
 * choice is made once in a while (filters, the locale, a dialog's action). The fields panel keeps native
 * selects for the blocks' enumerations: building this list on every block shown there costs 10–15 ms.
 */
export function SelectField<K extends string>({ label, hideLabel, value, options, onChange, className, autoFocus }: Props<K>) {
  return (
    <Select
      className={['select-field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key) as K);
      }}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only for a dialog's first control, which takes the focus when it opens
      autoFocus={autoFocus}
    >
      <Label className={hideLabel ? 'sr-only' : 'select-label'}>{label}</Label>
      <Button className="select-button">
        <SelectValue className="select-value" />
        <ChevronDown aria-hidden="true" size={16} strokeWidth={1.8} />
      </Button>
      <Popover className="menu-popover select-popover" offset={4}>
        <ListBox className="menu" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="menu-item select-item" textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span className="select-item-label">{option.label}</span>
                  {isSelected && <Check aria-hidden="true" size={16} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
