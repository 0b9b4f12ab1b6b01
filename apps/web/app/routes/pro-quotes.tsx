import { QuotesPage } from '../features/pro-quotes/quotes-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Quotes', 'The UpKeep company portal.');

export default function ProQuotesRoute() {
  return <QuotesPage />;
}
