import { useAuth } from '../../auth/auth-store';
import { can, CM, PUBLISH_PAGES } from '../../auth/permissions';
import { useBuilder } from '../../store/store';
import { PAGE_UID } from 'contract/rules';
import { DOING } from '../save-mode';
import type { SaveRun } from './save-run';

/** The editor's role may not do this (the CMS would refuse too): nothing is sent, and the alert names the missing permission. */
export function checkPermission({ mode, doc, auto }: SaveRun): boolean {
  const permissions = useAuth.getState().permissions;
  const uid = PAGE_UID[doc.type];
  const needed = mode === 'draft' ? CM.update : PUBLISH_PAGES;
  const allowed =
    mode === 'draft' ? can(permissions, CM.update, uid, doc.locale) : can(permissions, PUBLISH_PAGES, null) && can(permissions, CM.update, uid, doc.locale);
  if (allowed) return true;
  // A role that may not edit: the builder does not try to save by itself (the work stays in this browser).
  if (auto) return false;
  const what = mode === 'draft' ? 'edit' : mode;
  const typeName = useBuilder.getState().contentTypes[uid]?.schema.displayName ?? doc.type;
  useBuilder.getState().showAlert('error', `${DOING[mode]} refused: your role may not ${what} ${typeName} in ${doc.locale} (permission ${needed} is missing).`);
  return false;
}
