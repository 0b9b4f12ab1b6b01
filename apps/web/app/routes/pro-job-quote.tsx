import { useParams } from 'react-router';
import { NewQuotePage } from '../features/pro-quotes/quote-editor-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Write a quote', 'The UpKeep company portal.');

export default function ProJobQuoteRoute() {
  const { id } = useParams();
  return <NewQuotePage key={id} jobId={id} />;
}
