import { Anchor, Container, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import type { AreaLink } from '../../shared/marketing/types';

/** The neighbourhood links of a main landing page. */
export function AreaLinks({ title, links }: { title: string; links: readonly AreaLink[] }) {
  const inLocale = useLocalePath();
  return (
    <Container size="lg" component="section" py={{ base: 32, md: 48 }}>
      <Title order={2} mb="lg">
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 5 }}
        spacing="sm"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {links.map((link) => (
          <li key={link.path}>
            <Anchor component={Link} to={inLocale(link.path)} fw={600}>
              {link.name}
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
