/**
 * The nine blog articles. Their one source is the shared content package, which the web app prerenders
 * from too; the seed writes them into the blogs and blog_sections tables.
 */
export {
  BLOG_ARTICLES,
  type BlogArticle,
  type BlogArticleSection,
} from '../../../../../packages/content/src/blog-articles.ts';
