import { useEffect } from 'react';

/** TS-DETAIL-24, character for character. */
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * While `dirty`: closing or reloading the tab asks the browser's own question, and a click on any link of the page
 * that leaves it (the area's links and the shell's side navigation alike) asks UNSAVED_CHANGES first; cancelling
 * stays. Links to anchors on the page (the Data Errors box) and new tabs are let through.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = UNSAVED_CHANGES;
    };
    // Capture phase on the document: runs before React's and single-spa's own link handlers.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const href = link.getAttribute('href') ?? '';
      const target = link.getAttribute('target');
      if (href.startsWith('#') || (target && target !== '_self')) return;
      if (!window.confirm(UNSAVED_CHANGES)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
