import type { ComponentType } from 'react';
import type { FieldSpec } from '../schema/form-model';
import type { PathSegment } from '../store/types';

export type OnFieldChange = (path: PathSegment[], value: unknown, coalesce?: boolean) => void;

/** One schema attribute's control: its spec, value, where it sits in the page and its errors. */
export interface FieldProps {
  spec: FieldSpec;
  value: unknown;
  path: PathSegment[];
  errorPath: string;
  errors: Record<string, string>;
  id: string;
  onChange: OnFieldChange;
}

/** The form of one component (a block, a nested component, a repeatable item, the page settings). */
export interface FieldListProps {
  fields: FieldSpec[];
  value: Record<string, unknown> | null | undefined;
  path: PathSegment[];
  errorPath: string;
  errors: Record<string, string>;
  idPrefix: string;
  onChange: OnFieldChange;
}

/** A field that holds forms (a component, a repeatable component): `FieldList`, handed down by the form itself, renders them. */
export type NestedFieldProps = FieldProps & { FieldList: ComponentType<FieldListProps> };

/**
 * Props that change what a field shows. Paths are rebuilt by every FieldList render, so they compare
 * by content; a simple field only shows its own error, a component or repeatable field its children's.
 */
export function sameFieldProps(a: FieldProps, b: FieldProps): boolean {
  if (a.spec !== b.spec || a.value !== b.value || a.errorPath !== b.errorPath || a.id !== b.id || a.onChange !== b.onChange) return false;
  if (a.path.length !== b.path.length || a.path.some((segment, i) => segment !== b.path[i])) return false;
  const nested = a.spec.kind === 'component' || a.spec.kind === 'repeatable';
  return nested ? a.errors === b.errors : a.errors[a.errorPath] === b.errors[b.errorPath];
}
