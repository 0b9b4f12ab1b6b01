import { useParams } from 'react-router';
import { QuoteEditorPage } from '../features/pro-quotes/quote-editor-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Quote', 'The UpKeep company portal.');

export default function ProQuoteRoute() {
  const { id } = useParams();
  return <QuoteEditorPage key={id} id={id} />;
}
