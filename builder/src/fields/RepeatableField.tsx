import type { FieldProps } from './Field';
import { FieldList } from './FieldList';
import { initialData } from '../schema/defaults';
import { useBuilder } from '../store/store';

const newUuid = () => crypto.randomUUID();

/** A repeatable component (FAQ items, media-grid entries, buttons…): add, remove, reorder, up to `max`. */
export function RepeatableField({ spec, value, path, errorPath, errors, id, onChange }: FieldProps) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const full = spec.max !== undefined && items.length >= spec.max;
  const hasUuid = spec.fields?.some((field) => field.name === 'uuid');
  const itemLabel = spec.label.replace(/s$/, '').toLowerCase();
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
          <legend>
            {spec.label} {index + 1}
          </legend>
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
