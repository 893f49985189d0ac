/** The element id of the page's main search box: pressing "/" focuses it. */
export const SEARCH_BOX_ID = 'shortcut-search-box';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keyboard handler: "/" outside a text field focuses the search box instead of typing a slash. */
export function handleSlashKey(event: KeyboardEvent): void {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
  const box = document.getElementById(SEARCH_BOX_ID);
  if (!box) return;
  event.preventDefault();
  box.focus();
}
