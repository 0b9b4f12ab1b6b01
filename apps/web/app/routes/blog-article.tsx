import { useLocation } from 'react-router';
import { BlogArticleMissing, BlogArticleView } from '../features/content/blog-article-view';
import { articleBySlug, humanizeSlug, slugFromPathname, truncate } from '../features/content/blog-utils';
import { pageMeta } from '../ui/meta';
import type { Route } from './+types/blog-article';

const META_DESCRIPTION_MAX = 155;

/** The article of the current path only (one module serves the nine article routes). */
export const meta = ({ location }: Route.MetaArgs) => {
  const slug = slugFromPathname(location.pathname);
  const article = articleBySlug(slug);
  return article
    ? pageMeta(article.title, truncate(article.brief, META_DESCRIPTION_MAX))
    : pageMeta(humanizeSlug(slug), 'An article from the UpKeep blog: home and yard advice for the Las Vegas valley.');
};

export default function BlogArticleRoute() {
  const { pathname } = useLocation();
  const slug = slugFromPathname(pathname);
  const article = articleBySlug(slug);
  if (!article) {
    return (
      <BlogArticleMissing
        title={humanizeSlug(slug)}
        text="This article is being polished and will be published here soon. In the meantime, browse the rest of the blog."
      />
    );
  }
  return <BlogArticleView key={article.slug} article={article} />;
}
