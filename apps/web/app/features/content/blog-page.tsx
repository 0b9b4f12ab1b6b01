import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Container, Image, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { usePageLocale } from '../../i18n/locale';
import { PageHeader } from '../../ui/page-header';
import type { BlogCard } from './blog-article-loader';
import { BLOG_IMAGE_SIZE, formatArticleDate } from './blog-format';

export const BLOG_TITLE = msg`The UpKeep Blog`;
export const BLOG_DESCRIPTION = msg`Desert landscaping ideas, lawn and tree care and home-upkeep advice for homeowners in Las Vegas and Henderson.`;

export { BLOG_IMAGE_SIZE, BLOG_SECTION_IMAGE_SIZE } from './blog-format';

/**
 * The blog: a card per article (image, title, brief cut at 200 characters, date, link). The cards come from the
 * route's loader, in the page's language: the articles themselves are in no script.
 */
export function BlogPage({ articles }: { articles: readonly BlogCard[] }) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const articlePath = (slug: string) => `${locale === 'es' ? '/es' : ''}/blog/${slug}`;
  return (
    <>
      <PageHeader
        title={i18n._(BLOG_TITLE)}
        subtitle={t`Ideas and advice for keeping a home and yard beautiful in the Mojave Desert.`}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        {articles.length === 0 ? (
          <Text size="lg" c="dark.5">
            <Trans>New articles are on their way. Check back soon.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {articles.map((article, i) => (
              <Card key={article.slug} withBorder radius="lg" padding="lg" component="article">
                <Card.Section>
                  <Image
                    src={article.imageUrl}
                    alt=""
                    width={BLOG_IMAGE_SIZE.width}
                    height={BLOG_IMAGE_SIZE.height}
                    h="auto"
                    loading={i < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </Card.Section>
                <Text size="sm" c="gray.7" mt="md" component="time" dateTime={article.createdAt}>
                  {formatArticleDate(article.createdAt, locale)}
                </Text>
                <Title order={2} size="h4" mt={4}>
                  <Anchor component={Link} to={articlePath(article.slug)} c="dark.8" underline="hover">
                    {article.title}
                  </Anchor>
                </Title>
                <Text c="dark.5" mt="xs" mb="md" style={{ flexGrow: 1 }}>
                  {article.brief}
                </Text>
                <Anchor component={Link} to={articlePath(article.slug)} fw={600}>
                  <Trans>
                    Read more<VisuallyHidden>: {article.title}</VisuallyHidden>
                  </Trans>
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
