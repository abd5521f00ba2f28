import { BlockInspector } from './BlockInspector';
import { SettingsPanel } from '../settings/SettingsPanel';
import { usePageErrors } from './use-page-errors';
import { PeerFieldMarks } from '../live/PeerFieldMarks';

export type FieldsTab = 'block' | 'settings';

/** The side panel: the selected block's fields or the page settings, a tab each. */
export function FieldsPanel({ tab, onTab }: { tab: FieldsTab; onTab(tab: FieldsTab): void }) {
  return (
    <aside className="side-panel" aria-label="Fields" id="fields">
      <div role="tablist" className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'block'} onClick={() => onTab('block')}>
          Block
        </button>
        <button type="button" role="tab" aria-selected={tab === 'settings'} onClick={() => onTab('settings')}>
          Page settings
        </button>
      </div>
      <ValidatedPanel tab={tab} />
      <PeerFieldMarks />
    </aside>
  );
}

/** The tab's fields, each problem shown under its field. Its own component: typing re-renders it, not the tabs. */
function ValidatedPanel({ tab }: { tab: FieldsTab }) {
  const errors = usePageErrors();
  return <div role="tabpanel">{tab === 'block' ? <BlockInspector errors={errors} /> : <SettingsPanel errors={errors} />}</div>;
}
