import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { QuoteApproveProps } from '../features/quotes/quote-approve';
import { QUOTE_DESCRIPTION, QUOTE_TITLE, QuotePage } from '../features/quotes/quote-page';
import { i18n } from '../i18n/catalogs';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

// Its first render knows the session (issue 48): a guest's private-link session opens the quote too.
readSessionBackNow();

/** The approval (the time, the signature, the deposit's card): a chunk of its own, loaded for an open quote. */
const QuoteApprove = lazy(() => import('../features/quotes/quote-approve').then((m) => ({ default: m.QuoteApprove })));

export const meta = () => pageMeta(i18n._(QUOTE_TITLE), i18n._(QUOTE_DESCRIPTION));

function Approve(props: QuoteApproveProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t`Loading`} />}>
      <QuoteApprove {...props} />
    </Suspense>
  );
}

const approve = (choice: QuoteApproveProps) => <Approve {...choice} />;

export default function QuoteRoute() {
  const { id } = useParams();
  return <QuotePage key={id} id={id} approve={approve} />;
}
