import type { ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Button, Checkbox, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { enumLabel } from '../schema/readable';
import type { FieldSpec } from '../schema/form-model';

/** The list's key for "no value" (an optional field left empty). */
const NONE = '\u0000none';

interface ChoiceProps {
  spec: FieldSpec;
  id: string;
  /** The field's label with its rules ("Background (required)"). */
  label: ReactNode;
  error: string | undefined;
}

/**
 * An enumeration as React Aria's select: a button showing the choice, a list to pick from (type to
 * find, arrows, Enter), the label, description and error tied to it. An optional field, or a required
 * one still empty, offers "—" (no value).
 */
export function EnumField({ spec, id, label, error, value, onChange }: ChoiceProps & { value: string; onChange(value: string | null): void }) {
  const options = [...(!spec.required || !value ? [NONE] : []), ...(spec.options ?? [])];
  return (
    <Select
      id={id}
      className="field select-field"
      value={value || NONE}
      onChange={(key) => onChange(key === NONE || key === null ? null : String(key))}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      {/* A span (a button is named by it, not labelled): styled as the other labels. */}
      <Label className="label">{label}</Label>
      {spec.description && (
        <Text slot="description" elementType="p" className="field-help">
          {spec.description}
        </Text>
      )}
      <Button className="select-button">
        <SelectValue className="select-value" />
        <ChevronDown aria-hidden="true" size={16} />
      </Button>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="menu-popover select-popover" placement="bottom start">
        <ListBox className="menu">
          {options.map((option) => (
            <ListBoxItem key={option} id={option} className="menu-item select-item" textValue={option === NONE ? 'None' : enumLabel(option)}>
              {option === NONE ? '—' : enumLabel(option)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

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
