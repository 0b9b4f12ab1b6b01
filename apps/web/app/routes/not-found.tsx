import { Messages } from '@upkeep/contract';
import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta(Messages.notFoundPage.title, Messages.notFoundPage.text);

export default function NotFoundRoute() {
  return <PlaceholderPage title={Messages.notFoundPage.title} description={Messages.notFoundPage.text} />;
}
