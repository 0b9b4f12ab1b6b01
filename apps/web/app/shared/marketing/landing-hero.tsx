import { Box, Container, Grid, Image, LoadingOverlay, Text, Title } from '@mantine/core';
import { ServiceSearchCard, type ServiceSearchCardProps } from '../search/service-search-card';
import type { LandingImage } from './types';

export interface LandingHeroProps {
  /** The page's only h1. */
  title: string;
  subtitle: string;
  image?: LandingImage;
  search: ServiceSearchCardProps;
  /** True until the navigation state has been read: the search card shows a loading overlay meanwhile. */
  loading?: boolean;
}

/** A landing page's hero: its h1, subtitle and illustration beside the service search card. */
export function LandingHero({ title, subtitle, image, search, loading = false }: LandingHeroProps) {
  return (
    <Box
      component="section"
      py={{ base: 36, md: 64 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-teal-0) 0%, var(--mantine-color-gray-0) 100%)',
      }}
    >
      <Container size="lg">
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={1} fz={{ base: 32, sm: 40, md: 46 }} lh={1.15} c="dark.8">
              {title}
            </Title>
            <Text size="lg" mt="md" c="dark.5" maw={620}>
              {subtitle}
            </Text>
            {image && (
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                h="auto"
                maw={440}
                mt="xl"
                visibleFrom="md"
                fetchPriority="high"
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box pos="relative">
              <LoadingOverlay
                visible={loading}
                zIndex={5}
                overlayProps={{ backgroundOpacity: 0.25, blur: 0, radius: 'lg' }}
                loaderProps={{ size: 'sm' }}
              />
              <ServiceSearchCard {...search} />
            </Box>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
