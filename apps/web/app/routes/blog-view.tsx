import { BlogViewPage } from '../features/content/blog-view-page';
import { pageMeta } from '../ui/meta';

export const meta = () =>
  pageMeta('Blog article', 'An article from the UpKeep blog: home and yard advice for the Las Vegas valley.');

export default function BlogViewRoute() {
  return <BlogViewPage />;
}
