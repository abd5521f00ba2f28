import useSWR from 'swr';
import { listTargets, type RelationItem } from '../api/cms';
import type { FieldSpec } from '../schema/form-model';
import { distinctLabels } from '../schema/readable';

/** A many-to-many relation (categories, industries) as checkboxes of the target's entries. */
export function RelationField({ spec, value, id, onChange }: { spec: FieldSpec; value: unknown; id: string; onChange(items: RelationItem[]): void }) {
  const { data, error } = useSWR(spec.target ? ['targets', spec.target] : null, ([, target]: [string, string]) => listTargets(target), {
    revalidateOnFocus: false,
  });
  const selected = Array.isArray(value) ? (value as RelationItem[]) : [];
  // Entries that share a label (five "Events") are told apart by their own names.
  const labels = distinctLabels(data ?? []);
  const isOn = (item: RelationItem) => selected.some((s) => s.id === item.id);
  return (
    <fieldset className="field relation-field" id={id}>
      <legend>{spec.label}</legend>
      {error && (
        <p className="field-error">
          Could not load {spec.label.toLowerCase()}: {(error as Error).message}
        </p>
      )}
      {data?.map((item) => (
        <label key={item.id} className="field-inline">
          <input
            type="checkbox"
            checked={isOn(item)}
            onChange={(event) => onChange(event.target.checked ? [...selected, item] : selected.filter((s) => s.id !== item.id))}
          />
          {labels.get(item.id)}
        </label>
      ))}
    </fieldset>
  );
}
