import { msg } from '@lingui/core/macro';
import { localeOfPath } from '@upkeep/contract';
import { loadBlogArticle } from '../features/content/blog-article-loader';
import { articleDescription, blogArticleJsonLd } from '../features/content/blog-article-seo';
import { BlogArticleMissing, BlogArticleView } from '../features/content/blog-article-view';
import { humanizeSlug } from '../features/content/blog-format';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';
import type { Route } from './+types/blog-article';

export const loader = ({ request }: Route.LoaderArgs) => loadBlogArticle(request);

/** The article of the current path only (one module serves the nine article routes, in both languages). */
export const meta = ({ data, location }: Route.MetaArgs) => {
  const article = data?.article;
  return article
    ? [
        ...pageMeta(article.title, articleDescription(article)),
        blogArticleJsonLd(article, localeOfPath(location.pathname)),
      ]
    : pageMeta(
        humanizeSlug(data?.slug ?? ''),
        i18n._(msg`An article from the UpKeep blog: home and yard advice for the Las Vegas valley.`),
      );
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { slug, article } = loaderData;
  if (!article) {
    return (
      <BlogArticleMissing
        title={humanizeSlug(slug)}
        text={i18n._(
          msg`This article is being polished and will be published here soon. In the meantime, browse the rest of the blog.`,
        )}
      />
    );
  }
  return <BlogArticleView key={article.slug} article={article} />;
}
