import { lazy, Suspense, useState } from 'react';

export interface Notice {
  title: string;
  text: string;
}

// The dialog's code (Modal, its focus trap, scroll lock and transitions) loads when a notice is first shown:
// the search card on every public page has one, and most visitors never see it (issue 14's byte budgets).
const NoticeDialog = lazy(() => import('./notice-dialog').then((m) => ({ default: m.NoticeDialog })));

/** A dialog that tells the customer why they cannot go on (the spec's error catalogue), closed with OK. */
export function NoticeModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  // Mounted from the first notice on, so that it can animate closed.
  const [wanted, setWanted] = useState(false);
  if (notice !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onClose={onClose} />
    </Suspense>
  );
}
