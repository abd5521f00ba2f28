import { HttpError } from '../api/http';
import { useBuilder } from '../store/store';

/** Shows why a call failed; a refusal (403) says that the editor's role does not allow it. */
export function reportError(action: string, error: unknown): void {
  console.error(`[builder] ${action} failed`, error);
  const { showAlert } = useBuilder.getState();
  if (!(error instanceof HttpError)) {
    showAlert('error', `${action} failed: ${(error as Error)?.message ?? String(error)}`);
    return;
  }
  if (error.status === 403) showAlert('error', `${action} refused (403 ${error.message}): your role in the CMS does not allow it.`);
  else if (error.status === 401) showAlert('error', `${action} failed: your session has ended, sign in again.`);
  else if (error.isOffline) showAlert('warning', `${action} failed: the CMS is not reachable (${error.message}).`);
  else showAlert('error', `${action} failed: ${error.message}`);
}
