import { showSnackbar } from '../../../components/snackbar/snackbar-store';

/** Copies text and says so in the snackbar; a refused or missing clipboard raises an error message. */
export async function copyText(text: string, successMessage: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available here.');
    await navigator.clipboard.writeText(text);
    showSnackbar(successMessage, 'success');
  } catch {
    showSnackbar('Could not copy to the clipboard; select the text and copy it instead.', 'error');
  }
}
