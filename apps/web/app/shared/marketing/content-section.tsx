import { Trans } from '@lingui/react/macro';
import { Badge, Grid, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { LandingSection } from './types';

export interface ContentSectionProps {
  section: LandingSection;
  /** 'numbered': a large step number (HVAC sub-service blocks); 'benefits': a small "Benefit n" badge. */
  variant?: 'numbered' | 'benefits';
  /** The heading level of the section title (3 under a section heading). */
  titleOrder?: 2 | 3;
}

/** A content block: title, body, image and badge number, with the image on the side the data says. */
export function ContentSection({ section, variant = 'benefits', titleOrder = 3 }: ContentSectionProps) {
  const imageFirst = section.side === 'left';
  const badge = section.badge;
  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="center">
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: imageFirst ? 1 : 2 }}>
        <Image
          src={section.image.src}
          alt={section.image.alt}
          width={section.image.width}
          height={section.image.height}
          h="auto"
          maw={480}
          mx="auto"
          radius="lg"
          loading="lazy"
          decoding="async"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: imageFirst ? 2 : 1 }}>
        <Stack gap="sm">
          {variant === 'numbered' ? (
            <ThemeIcon size={52} radius="xl" variant="filled" aria-hidden="true">
              <Text fw={800} fz={24} c="white" component="span">
                {section.badge}
              </Text>
            </ThemeIcon>
          ) : (
            <Badge variant="light" size="lg" radius="sm" c="dark.7">
              <Trans>Benefit {badge}</Trans>
            </Badge>
          )}
          <Title order={titleOrder}>{section.title}</Title>
          <Text size="lg" c="dark.5">
            {section.body}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
