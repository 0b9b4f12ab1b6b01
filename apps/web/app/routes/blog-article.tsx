import { loadBlogArticle } from '../features/content/blog-article-loader';
import { articleDescription, blogArticleJsonLd } from '../features/content/blog-article-seo';
import { BlogArticleMissing, BlogArticleView } from '../features/content/blog-article-view';
import { humanizeSlug } from '../features/content/blog-format';
import { pageMeta } from '../ui/meta';
import type { Route } from './+types/blog-article';

export const loader = ({ request }: Route.LoaderArgs) => loadBlogArticle(request);

/** The article of the current path only (one module serves the nine article routes). */
export const meta = ({ data }: Route.MetaArgs) => {
  const article = data?.article;
  return article
    ? [...pageMeta(article.title, articleDescription(article)), blogArticleJsonLd(article)]
    : pageMeta(
        humanizeSlug(data?.slug ?? ''),
        'An article from the UpKeep blog: home and yard advice for the Las Vegas valley.',
      );
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { slug, article } = loaderData;
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
