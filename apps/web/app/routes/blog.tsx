import { loadBlogCards } from '../features/content/blog-article-loader';
import { BLOG_DESCRIPTION, BLOG_TITLE, BlogPage } from '../features/content/blog-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';
import type { Route } from './+types/blog';

/** The cards come from the build (prerender): the articles are in no script of the page. */
export const loader = ({ request }: Route.LoaderArgs) => loadBlogCards(request);

export const meta = () => pageMeta(i18n._(BLOG_TITLE), i18n._(BLOG_DESCRIPTION));

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage articles={loaderData.articles} />;
}
