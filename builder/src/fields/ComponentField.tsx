import type { NestedFieldProps } from './field-props';
import { initialData } from '../schema/defaults';
import { useBuilder } from '../store/store';

/** A nested component (a button, an image with its caption…): its own form, added and removed as a whole. `FieldList` renders that form. */
export function ComponentField({ spec, value, path, errorPath, errors, id, onChange, FieldList }: NestedFieldProps) {
  const error = errors[errorPath];
  return (
    <fieldset className="field component-field">
      <legend>{spec.label}</legend>
      {value ? (
        <>
          <FieldList
            fields={spec.fields ?? []}
            value={value as Record<string, unknown>}
            path={path}
            errorPath={errorPath}
            errors={errors}
            idPrefix={id}
            onChange={onChange}
          />
          {!spec.required && (
            <button type="button" className="link danger" onClick={() => onChange(path, null)}>
              Remove {spec.label.toLowerCase()}
            </button>
          )}
        </>
      ) : (
        <button type="button" onClick={() => onChange(path, initialData(spec.component ?? '', useBuilder.getState().components))}>
          Add {spec.label.toLowerCase()}
        </button>
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
