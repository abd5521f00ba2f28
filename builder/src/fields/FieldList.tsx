import { memo } from 'react';
import type { FieldSpec } from '../schema/form-model';
import type { PathSegment } from '../store/types';
import { Field } from './Field';

export type OnFieldChange = (path: PathSegment[], value: unknown, coalesce?: boolean) => void;

interface Props {
  fields: FieldSpec[];
  value: Record<string, unknown> | null | undefined;
  path: PathSegment[];
  errorPath: string;
  errors: Record<string, string>;
  idPrefix: string;
  onChange: OnFieldChange;
}

/** The generated form of one component: one control per visible schema attribute. */
export const FieldList = memo(function FieldList({ fields, value, path, errorPath, errors, idPrefix, onChange }: Props) {
  const record = value ?? {};
  return (
    <div className="field-list">
      {fields
        .filter((field) => !field.hidden)
        .map((field) => (
          <Field
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
