import { useParams } from 'react-router';
import { QUOTE_DESCRIPTION, QUOTE_TITLE, QuotePage } from '../features/quotes/quote-page';
import { i18n } from '../i18n/catalogs';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

// Its first render knows the session (issue 48): a guest's private-link session opens the quote too.
readSessionBackNow();

export const meta = () => pageMeta(i18n._(QUOTE_TITLE), i18n._(QUOTE_DESCRIPTION));

export default function QuoteRoute() {
  const { id } = useParams();
  return <QuotePage key={id} id={id} />;
}
