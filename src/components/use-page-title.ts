import { useEffect } from 'react';

export const PRODUCT_NAME = 'Alexandria';

/** Sets the document title while the page is shown ("Works search", "About"). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title || PRODUCT_NAME;
  }, [title]);
}
