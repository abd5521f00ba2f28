import { pageFieldsOf } from '../../schema/document-fields';
import { useBuilder } from '../../store/store';
import { getIn } from '../../store/path';
import { PAGE_UID } from 'contract/rules';
import { fieldRefusal } from '../field-refusal';
import { stillRefused, useSession } from '../session-store';
import type { SaveRun } from './save-run';

/**
 * The CMS refused a page field or a settings field by name (a slug already used): the alert and the
 * field say which, and the field stays marked while it keeps the refused value. False for any other error.
 */
export function refusedField(error: unknown, { doc, draft }: SaveRun): boolean {
  const state = useBuilder.getState();
  const pageFields = pageFieldsOf(state.contentTypes[PAGE_UID[doc.type]], state.components);
  const pathOf = (field: string) => (field.startsWith('draftSettings.') ? `settings.${field.slice('draftSettings.'.length)}` : `page.${field}`);
  const refusal = fieldRefusal(
    error,
    (field) => {
      const name = field.startsWith('draftSettings.') ? field.slice('draftSettings.'.length) : field;
      const spec = pageFields.find((candidate) => candidate.name === field);
      return spec ? `Page › ${spec.label}` : `Settings › ${name}`;
    },
    (field) => getIn(draft, pathOf(field).split('.')),
  );
  if (!refusal || refusal.field.startsWith('draft.')) return false;
  const refused = [{ path: pathOf(refusal.field), value: refusal.value, message: refusal.message }];
  useSession.getState().set({ showErrors: true, refused });
  // A refusal that arrives after the editor already changed the field (a slow save of an older draft)
  // names no problem of the page any more: no alert, or it would stay with nothing left to fix.
  if (stillRefused(refused, useBuilder.getState().structure).length) state.showAlert('error', `Not saved: ${refusal.message}`, { untilFixed: true });
  return true;
}
