import { useEffect } from 'react';

/**
 * The document's title while the screen shows, the route's back when it leaves: for a title the route's meta could
 * not say (a crew member's screen in the account's language, known after sign-in; a company's page opened inside the
 * app, named by the API's answer). Nothing while `title` is null (not known yet).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    const mine = `${title} | UpKeep`;
    document.title = mine;
    // Given back only if still ours: the next screen may have set its own already (its route's meta).
    return () => {
      if (document.title === mine) document.title = before;
    };
  }, [title]);
}
