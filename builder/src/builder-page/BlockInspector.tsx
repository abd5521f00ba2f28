import { useCallback, useMemo } from 'react';
import { useBuilder } from '../store/store';
import { fieldsOf } from '../schema/form-model';
import { FieldList } from '../fields/FieldList';
import { useConfiguredFields } from '../schema/configured-labels';
import { blockName } from '../schema/readable';
import { setBlockField } from '../store/actions/set-block-field';
import type { PathSegment } from '../store/types';

/** The generated form of the selected block. */
export function BlockInspector({ errors }: { errors: Record<string, string> }) {
  const selectedKey = useBuilder((state) => state.selectedKey);
  const block = useBuilder((state) => state.structure.blocks.find((b) => b.__key === state.selectedKey));
  const index = useBuilder((state) => state.structure.blocks.findIndex((b) => b.__key === state.selectedKey));
  const components = useBuilder((state) => state.components);
  const uid = block?.__component ?? '';
  const fields = useConfiguredFields(
    useMemo(() => fieldsOf(components[uid]?.schema.attributes ?? {}, components), [components, uid]),
    uid,
  );
  const onChange = useCallback(
    (path: PathSegment[], value: unknown, coalesce?: boolean) => {
      if (!selectedKey) return;
      useBuilder.getState().change((draft) => setBlockField(draft, selectedKey, path, value), coalesce ? `block:${selectedKey}:${path.join('.')}` : undefined);
    },
    [selectedKey],
  );
  if (!block || !selectedKey) return <p className="empty">Select a block to edit its fields.</p>;
  return (
    <div className="inspector" aria-label={`Fields of block ${index + 1}`}>
      <h2>
        {blockName(uid, components)} <span className="hint">block {index + 1}</span>
      </h2>
      {components[uid]?.schema.description && <p className="help">{components[uid].schema.description}</p>}
      <FieldList
        fields={fields}
        value={block}
        path={[]}
        errorPath={`blocks.${selectedKey}`}
        errors={errors}
        idPrefix={`f-${selectedKey}`}
        onChange={onChange}
      />
    </div>
  );
}
