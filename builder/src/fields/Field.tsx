import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import type { FieldSpec } from '../schema/form-model';
import type { FieldProps } from './field-props';
import { focusEditableFromLabel, HtmlField } from './HtmlField';
import { MediaField } from './MediaField';
import { RelationField } from './RelationField';
import { inputToTime, isoToLocalInput, localInputToIso, timeToInput } from './datetime';
import { BooleanField } from './CheckboxField';
import { enumLabel } from '../schema/readable';

/** " (required, max 80 characters)": the field's rules after its label, or nothing. */
function hintText(spec: FieldSpec): string {
  const rules = [
    spec.required && 'required',
    spec.maxLength !== undefined && `max ${spec.maxLength} characters`,
    spec.kind === 'url' && 'URL',
    spec.kind === 'html' && 'HTML',
  ].filter(Boolean);
  return rules.length ? ` (${rules.join(', ')})` : '';
}

function Hint({ spec }: { spec: FieldSpec }) {
  const text = hintText(spec);
  return text ? <span className="hint">{text}</span> : null;
}

/** A schema attribute that holds a value (not a component) as a form control, with its error underneath. */
export function Field({ spec, value, path, errorPath, errors, id, onChange }: FieldProps) {
  const error = errors[errorPath];
  const errorId = `${id}-error`;
  // The configured description (one line under the label) and the error both describe the control.
  const descriptionId = `${id}-description`;
  const describedBy = [spec.description && descriptionId, error && errorId].filter(Boolean).join(' ');
  const described = { ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  const help = spec.description ? (
    <p id={descriptionId} className="field-help">
      {spec.description}
    </p>
  ) : null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const label = (
    <label htmlFor={id}>
      {spec.label}
      <Hint spec={spec} />
    </label>
  );
  const errorLine = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null;
  switch (spec.kind) {
    case 'string':
    case 'email':
    case 'url':
    case 'text':
      // React Aria's text field: the label, the description and the error are tied to the control by it.
      return (
        <TextField id={id} className="field" value={text} onChange={(next) => onChange(path, next, true)} isInvalid={!!error} validationBehavior="aria">
          <Label>
            {spec.label}
            <Hint spec={spec} />
          </Label>
          {spec.description && (
            <Text slot="description" elementType="p" className="field-help">
              {spec.description}
            </Text>
          )}
          {spec.kind === 'text' ? (
            <TextArea rows={3} placeholder={spec.placeholder} />
          ) : (
            <Input type="text" inputMode={spec.kind === 'url' ? 'url' : spec.kind === 'email' ? 'email' : undefined} placeholder={spec.placeholder} />
          )}
          <FieldError className="field-error">{error}</FieldError>
        </TextField>
      );
    case 'html':
      return (
        <div className="field">
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on a label focuses its control; a contenteditable is not labelable, so this does it (keyboard users reach the editor by Tab) */}
          <label htmlFor={id} id={`${id}-label`} onClick={(event) => focusEditableFromLabel(event, id)}>
            {spec.label}
            <Hint spec={spec} />
          </label>
          {help}
          <HtmlField
            id={id}
            labelId={`${id}-label`}
            label={`${spec.label}${hintText(spec)}`}
            value={text}
            onChange={(html, coalesce) => onChange(path, html, coalesce)}
            described={described}
          />
          {errorLine}
        </div>
      );
    case 'boolean':
      return <BooleanField spec={spec} id={id} value={value === true} onChange={(checked) => onChange(path, checked)} />;
    case 'enumeration':
      // A native select: React Aria's Select costs 10-15 ms more per block shown in the panel
      // (its list is built on mount), which a click on the page cannot afford (docs/benchmarks.md).
      return (
        <div className="field">
          {label}
          {help}
          <select id={id} value={text} onChange={(event) => onChange(path, event.target.value || null)} {...described}>
            {(!spec.required || !text) && <option value="">—</option>}
            {spec.options?.map((option) => (
              <option key={option} value={option}>
                {enumLabel(option)}
              </option>
            ))}
          </select>
          {errorLine}
        </div>
      );
    case 'number':
      return (
        <div className="field">
          {label}
          {help}
          <input
            id={id}
            type="number"
            value={text}
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : 'any'}
            onChange={(event) => onChange(path, event.target.value === '' ? null : Number(event.target.value), true)}
            {...described}
          />
          {errorLine}
        </div>
      );
    case 'datetime':
      return (
        <div className="field">
          {label}
          {help}
          <input
            id={id}
            type="datetime-local"
            value={isoToLocalInput(value)}
            onChange={(event) => onChange(path, localInputToIso(event.target.value))}
            {...described}
          />
          {errorLine}
        </div>
      );
    case 'date':
      return (
        <div className="field">
          {label}
          {help}
          <input id={id} type="date" value={text.slice(0, 10)} onChange={(event) => onChange(path, event.target.value || null)} {...described} />
          {errorLine}
        </div>
      );
    case 'time':
      return (
        <div className="field">
          {label}
          {help}
          <input id={id} type="time" value={timeToInput(value)} onChange={(event) => onChange(path, inputToTime(event.target.value))} {...described} />
          {errorLine}
        </div>
      );
    case 'media':
      return (
        <div className="field">
          <span className="label" id={`${id}-label`}>
            {spec.label}
            <Hint spec={spec} />
          </span>
          <MediaField id={id} value={value} onChange={(file) => onChange(path, file)} />
          {errorLine}
        </div>
      );
    case 'relation':
      return <RelationField spec={spec} value={value} id={id} onChange={(items) => onChange(path, items)} />;
    default:
      return null;
  }
}
