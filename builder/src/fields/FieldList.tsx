import { memo } from 'react';
import { sameFieldProps, type FieldListProps, type FieldProps } from './field-props';
import { Field } from './Field';
import { ComponentField } from './ComponentField';
import { RepeatableField } from './RepeatableField';

/**
 * One schema attribute as a form control, with its error (which names the field) underneath.
 * Memoised on what it shows (sameFieldProps: paths by content, a simple field's own error only): a
 * keystroke re-renders the field typed in.
 */
const AnyField = memo(function AnyField(props: FieldProps) {
  if (props.spec.kind === 'component') return <ComponentField {...props} FieldList={FieldList} />;
  if (props.spec.kind === 'repeatable') return <RepeatableField {...props} FieldList={FieldList} />;
  return <Field {...props} />;
}, sameFieldProps);

/**
 * The generated form of one component: one control per visible schema attribute. The forms nest
 * (a component field holds a form, a repeatable field one per item): this module owns that
 * recursion and hands itself down to the nested fields, which import no form.
 */
export const FieldList = memo(function FieldList({ fields, value, path, errorPath, errors, idPrefix, onChange }: FieldListProps) {
  const record = value ?? {};
  return (
    <div className="field-list">
      {fields
        .filter((field) => !field.hidden)
        .map((field) => (
          <AnyField
            key={field.name}
            spec={field}
            value={record[field.name]}
            path={[...path, field.name]}
            errorPath={errorPath ? `${errorPath}.${field.name}` : field.name}
            errors={errors}
            id={`${idPrefix}-${field.name}`}
            onChange={onChange}
          />
        ))}
    </div>
  );
});
