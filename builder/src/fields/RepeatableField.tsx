import type { NestedFieldProps } from './field-props';
import { initialData } from '../schema/defaults';
import { useBuilder } from '../store/store';
import { blockName, plainText } from '../schema/readable';

const newUuid = () => crypto.randomUUID();

/** A repeatable component (FAQ items, media-grid entries, buttons…): add, remove, reorder, up to `max`. `FieldList` renders an item's form. */
export function RepeatableField({ spec, value, path, errorPath, errors, id, onChange, FieldList }: NestedFieldProps) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const full = spec.max !== undefined && items.length >= spec.max;
  const hasUuid = spec.fields?.some((field) => field.name === 'uuid');
  // One entry is called by its component's name ("Question", "Chapter"…), and shows its main field.
  const itemName = spec.component ? blockName(spec.component, useBuilder.getState().components) : spec.label;
  const itemLabel = itemName.toLowerCase();
  const titleOf = (item: Record<string, unknown>, index: number) => {
    const main = spec.mainField ? item[spec.mainField] : undefined;
    const text = typeof main === 'string' ? plainText(main).replace(/\s+/g, ' ').trim().slice(0, 60) : '';
    return text ? `${itemName} ${index + 1}: ${text}` : `${itemName} ${index + 1}`;
  };
  const add = () => {
    const item = initialData(spec.component ?? '', useBuilder.getState().components);
    onChange(path, [...items, hasUuid ? { ...item, uuid: newUuid() } : item]);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(path, next);
  };
  const error = errors[errorPath];
  return (
    <fieldset className="field repeatable-field">
      <legend>
        {spec.label}
        {spec.max !== undefined && (
          <span className="hint">
            {' '}
            ({items.length}/{spec.max})
          </span>
        )}
      </legend>
      {items.map((item, index) => (
        <fieldset key={index} className="repeatable-item">
          <legend>{titleOf(item, index)}</legend>
          <FieldList
            fields={spec.fields ?? []}
            value={item}
            path={[...path, index]}
            errorPath={`${errorPath}[${index}]`}
            errors={errors}
            idPrefix={`${id}-${index}`}
            onChange={onChange}
          />
          <div className="item-actions">
            <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${itemLabel} ${index + 1} up`}>
              ↑
            </button>
            <button
              type="button"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={`Move ${itemLabel} ${index + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              className="danger"
              onClick={() =>
                onChange(
                  path,
                  items.filter((_, i) => i !== index),
                )
              }
              aria-label={`Remove ${itemLabel} ${index + 1}`}
            >
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" onClick={add} disabled={full}>
        Add {itemLabel}
      </button>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
