import { LoginRequiredDialog } from '../../../components/login-required-dialog';
import type { SavedSearch } from '../api/saved-searches-api';
import { DeleteSearchDialog } from './delete-search-dialog';
import { EditSearchDialog, SaveSearchDialog, type SaveSearchFields } from './save-search-dialog';

export type OpenDialog = 'save' | 'save-alert' | 'rename' | 'delete' | 'login-save' | 'login-alert' | null;

interface SavedSearchDialogsProps {
  dialog: OpenDialog;
  /** the saved search the page shows, if any */
  current: SavedSearch | null;
  canAlert: boolean;
  onSave: (fields: SaveSearchFields) => Promise<void>;
  onRename: (fields: SaveSearchFields) => Promise<void>;
  onDelete: () => void;
  onClose: () => void;
}

/** The results page's saved-search dialogs: save, rename, delete, and login required for visitors. */
export function SavedSearchDialogs({
  dialog,
  current,
  canAlert,
  onSave,
  onRename,
  onDelete,
  onClose,
}: SavedSearchDialogsProps) {
  return (
    <>
      {(dialog === 'save' || dialog === 'save-alert') && (
        <SaveSearchDialog
          title="Save search"
          submitLabel="Save"
          initial={{ name: '', description: '', hasAlert: dialog === 'save-alert' }}
          canAlert={canAlert}
          onSubmit={onSave}
          onClose={onClose}
        />
      )}
      {dialog === 'rename' && current && <EditSearchDialog search={current} onSubmit={onRename} onClose={onClose} />}
      <DeleteSearchDialog search={dialog === 'delete' ? current : null} onConfirm={onDelete} onClose={onClose} />
      <LoginRequiredDialog
        open={dialog === 'login-save' || dialog === 'login-alert'}
        message={
          dialog === 'login-alert'
            ? 'To set alerts, you must be signed up and logged in'
            : 'To save searches, you must be signed up and logged in'
        }
        onClose={onClose}
      />
    </>
  );
}
