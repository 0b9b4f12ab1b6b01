import { BLOG_DESCRIPTION, BLOG_TITLE, BlogPage } from '../features/content/blog-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(BLOG_TITLE, BLOG_DESCRIPTION);

export default function BlogRoute() {
  return <BlogPage />;
}
