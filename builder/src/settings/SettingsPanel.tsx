import { useCallback, useMemo } from 'react';
import { useBuilder } from '../store/store';
import { FieldList } from '../fields/FieldList';
import { fieldsOf } from '../schema/form-model';
import { pageFieldsOf, settingsUidOf } from '../schema/document-fields';
import { useConfiguredFields, useLabelLookup } from '../schema/configured-labels';
import { setPageField, setSettingsField } from '../store/actions/set-settings-field';
import { type PathSegment } from '../store/types';
import { PAGE_UID } from 'contract/rules';
import { setIn } from '../store/path';

/** Page fields (slug, title, scheduling, categories, industries) and draftSettings, from the schemas, labelled as the CMS's configuration says. */
export function SettingsPanel({ errors }: { errors: Record<string, string> }) {
  const doc = useBuilder((state) => state.document);
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const page = useBuilder((state) => state.structure.page);
  const settings = useBuilder((state) => state.structure.settings);
  const typeUid = doc ? PAGE_UID[doc.type] : '';
  const contentType = doc ? contentTypes[typeUid] : undefined;
  const pageFields = useConfiguredFields(
    useMemo(() => pageFieldsOf(contentType, components), [contentType, components]),
    typeUid,
  );
  const settingsUid = settingsUidOf(contentType);
  const settingsFields = useConfiguredFields(
    useMemo(() => fieldsOf(components[settingsUid]?.schema.attributes ?? {}, components), [components, settingsUid]),
    settingsUid,
  );
  const settingsLabel = useLabelLookup()(typeUid, 'draftSettings') ?? `${components[settingsUid]?.schema.displayName ?? 'Settings'} (draft)`;

  const onPage = useCallback((path: PathSegment[], value: unknown, coalesce?: boolean) => {
    const [name, ...rest] = path as [string, ...PathSegment[]];
    useBuilder
      .getState()
      .change(
        (draft) => setPageField(draft, name, rest.length ? setIn(draft.page[name], rest, value) : value),
        coalesce ? `page:${path.join('.')}` : undefined,
      );
  }, []);
  const onSettings = useCallback((path: PathSegment[], value: unknown, coalesce?: boolean) => {
    useBuilder.getState().change((draft) => setSettingsField(draft, path, value), coalesce ? `settings:${path.join('.')}` : undefined);
  }, []);

  return (
    <div className="settings-panel">
      <h2>Page</h2>
      <FieldList fields={pageFields} value={page} path={[]} errorPath="page" errors={errors} idPrefix="page" onChange={onPage} />
      <h2>{settingsLabel}</h2>
      <FieldList fields={settingsFields} value={settings} path={[]} errorPath="settings" errors={errors} idPrefix="settings" onChange={onSettings} />
    </div>
  );
}
