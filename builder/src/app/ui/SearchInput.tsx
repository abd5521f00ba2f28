import { Search, X } from 'lucide-react';
import { Button, Input, Label, SearchField } from 'react-aria-components';

interface Props {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  className?: string;
}

/** A search box on React Aria's SearchField: a magnifier, a clear button, and Escape clears it. */
export function SearchInput({ label, hideLabel, value, onChange, placeholder, className }: Props) {
  return (
    <SearchField className={['search-input', className].filter(Boolean).join(' ')} value={value} onChange={onChange} aria-label={hideLabel ? label : undefined}>
      {!hideLabel && <Label className="select-label">{label}</Label>}
      <div className="search-input-box">
        <Search aria-hidden="true" size={16} strokeWidth={1.8} className="search-input-icon" />
        <Input placeholder={placeholder} />
        {value && (
          <Button className="search-input-clear" aria-label="Clear search">
            <X aria-hidden="true" size={14} />
          </Button>
        )}
      </div>
    </SearchField>
  );
}
