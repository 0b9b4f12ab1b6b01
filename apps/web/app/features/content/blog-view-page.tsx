import { useLocation, useSearchParams } from 'react-router';
import { BlogArticleMissing, BlogArticleView } from './blog-article-view';
import { articleById } from './blog-utils';

/**
 * /blog/view: the article whose id arrives in navigation state (`{ id }`, spec 000 section 2) or as `?id=`,
 * from the built-in articles (a later issue loads it from the API).
 */
export function BlogViewPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateId = (location.state as { id?: unknown } | null)?.id;
  const id = stateId ?? params.get('id') ?? undefined;
  const article = id === undefined ? undefined : articleById(id);
  if (!article) {
    return (
      <BlogArticleMissing
        title="Blog article"
        text="We could not find that article. It may have moved, but there is plenty more to read on the blog."
      />
    );
  }
  return <BlogArticleView article={article} />;
}
