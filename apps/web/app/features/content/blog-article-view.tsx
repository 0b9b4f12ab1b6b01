import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import type { BlogArticle } from '@upkeep/content';
import { Link } from 'react-router';
import { useLocalePath, usePageLocale } from '../../i18n/locale';
import { BLOG_IMAGE_SIZE, BLOG_SECTION_IMAGE_SIZE, formatArticleDate } from './blog-format';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <Text key={p.slice(0, 40)} size="lg" c="dark.6" lh={1.7}>
            {p}
          </Text>
        ))}
    </>
  );
}

/** One article: its title (the page's h1), date, image and sections. */
export function BlogArticleView({ article }: { article: BlogArticle }) {
  const locale = usePageLocale();
  const inLocale = useLocalePath();
  return (
    <Container size="md" component="article" py={{ base: 32, md: 48 }}>
      <Anchor component={Link} to={inLocale('/blog')} fw={600} size="sm">
        <Trans>← All articles</Trans>
      </Anchor>
      <Title order={1} mt="md" fz={{ base: 30, md: 40 }} c="dark.8">
        {article.title}
      </Title>
      <Text c="gray.7" mt="xs" component="time" dateTime={article.createdAt} display="block">
        {formatArticleDate(article.createdAt, locale)}
      </Text>
      <Image
        src={article.imageUrl}
        alt=""
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        h="auto"
        radius="lg"
        mt="lg"
        fetchPriority="high"
      />
      <Text size="lg" fw={500} c="dark.6" mt="lg" lh={1.7}>
        {article.brief}
      </Text>
      <Stack gap="xl" mt="xl">
        {article.sections.map((section) => (
          <Stack key={section.title} component="section" gap="sm">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            <Paragraphs text={section.text} />
            {section.imageUrl && (
              <Image
                src={section.imageUrl}
                alt=""
                width={BLOG_SECTION_IMAGE_SIZE.width}
                height={BLOG_SECTION_IMAGE_SIZE.height}
                h="auto"
                radius="lg"
                loading="lazy"
                decoding="async"
              />
            )}
          </Stack>
        ))}
      </Stack>
      <Button component={Link} to={inLocale('/blog')} variant="default" mt={48}>
        <Trans>Back to the blog</Trans>
      </Button>
    </Container>
  );
}

/** The page of an article that is not (yet) in the content package, or not found. */
export function BlogArticleMissing({ title, text }: { title: string; text: string }) {
  const inLocale = useLocalePath();
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dark.5">
          {text}
        </Text>
        <div>
          <Button component={Link} to={inLocale('/blog')} variant="default">
            <Trans>Browse the blog</Trans>
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
