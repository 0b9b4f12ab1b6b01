import { Anchor, Card, Container, Image, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { BLOG_ARTICLES } from '@upkeep/content';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header';
import { BLOG_IMAGE_SIZE, formatArticleDate, truncate } from './blog-format';

export const BLOG_TITLE = 'The UpKeep Blog';
export const BLOG_DESCRIPTION =
  'Desert landscaping ideas, lawn and tree care and home-upkeep advice for homeowners in Las Vegas and Henderson.';

export { BLOG_IMAGE_SIZE, BLOG_SECTION_IMAGE_SIZE } from './blog-format';

/** The blog: a card per article (image, title, brief cut at 200 characters, date, link). */
export function BlogPage() {
  return (
    <>
      <PageHeader
        title={BLOG_TITLE}
        subtitle="Ideas and advice for keeping a home and yard beautiful in the Mojave Desert."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        {BLOG_ARTICLES.length === 0 ? (
          <Text size="lg" c="dark.5">
            New articles are on their way. Check back soon.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {BLOG_ARTICLES.map((article, i) => (
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
                  {formatArticleDate(article.createdAt)}
                </Text>
                <Title order={2} size="h4" mt={4}>
                  <Anchor component={Link} to={`/blog/${article.slug}`} c="dark.8" underline="hover">
                    {article.title}
                  </Anchor>
                </Title>
                <Text c="dark.5" mt="xs" mb="md" style={{ flexGrow: 1 }}>
                  {truncate(article.brief)}
                </Text>
                <Anchor component={Link} to={`/blog/${article.slug}`} fw={600}>
                  Read more<VisuallyHidden>: {article.title}</VisuallyHidden>
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
