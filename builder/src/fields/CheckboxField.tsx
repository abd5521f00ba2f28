import { Check } from 'lucide-react';
import { Checkbox } from 'react-aria-components';
import type { FieldSpec } from '../schema/form-model';

/** A yes/no field as React Aria's checkbox: the whole line (box and label) toggles it; its description under it. */
export function BooleanField({ spec, id, value, onChange }: { spec: FieldSpec; id: string; value: boolean; onChange(value: boolean): void }) {
  const descriptionId = `${id}-description`;
  return (
    <div className="field">
      <Checkbox id={id} className="checkbox" isSelected={value} onChange={onChange} aria-describedby={spec.description ? descriptionId : undefined}>
        <span className="checkbox-box" aria-hidden="true">
          {value && <Check size={14} strokeWidth={3} />}
        </span>
        {spec.label}
      </Checkbox>
      {spec.description && (
        <p id={descriptionId} className="field-help checkbox-help">
          {spec.description}
        </p>
      )}
    </div>
  );
}
