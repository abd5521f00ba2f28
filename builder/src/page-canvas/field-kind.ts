import type { FieldSpec } from '../schema/form-model';
import type { PathSegment } from '../store/types';

/** The form field a path of a block reaches (["items", 0, "answer"]), through components and repeatables. */
export function fieldAt(fields: readonly FieldSpec[], path: readonly PathSegment[]): FieldSpec | undefined {
  let list: readonly FieldSpec[] | undefined = fields;
  let found: FieldSpec | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (found?.kind !== 'repeatable') return undefined;
      continue;
    }
    found = list?.find((field) => field.name === segment);
    if (!found) return undefined;
    list = found.fields;
  }
  return found;
}
