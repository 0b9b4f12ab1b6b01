/**
 * The offer of Spanish (issue 49): on a first visit to an English page that has a Spanish twin, from a browser that
 * prefers Spanish, a bar at the bottom of the screen offers the page in Spanish. Never a redirect: the page asked
 * for is the page shown (search engines and shared links get what they asked for). Either answer is remembered
 * (the language cookie), and the bar does not come back. Fixed to the bottom, it moves nothing on the page.
 *
 * Its words are Spanish on an English page, for the visitor it is meant for: they are written here, in Spanish,
 * not taken from the page's catalogue (which is English there).
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { pathInLocale } from '@upkeep/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLocale, usePageLocale } from '../i18n/locale';

/** The bar, loaded only for a visitor it is meant for (root.tsx asks `spanishToOffer()` first). */
export default function LanguageBanner() {
  const { pathname, search, hash } = useLocation();
  const locale = usePageLocale();
  const twin = locale === 'en' ? pathInLocale(pathname, 'es') : null;
  const [offered, setOffered] = useState(true);
  if (!offered || !twin) return null;
  return (
    <Paper
      role="region"
      aria-label="Idioma"
      lang="es"
      shadow="lg"
      radius={0}
      p="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="center" gap="sm">
        <Text fw={600}>¿Prefiere leer esta página en español?</Text>
        <Group gap="xs">
          <Button component="a" href={`${twin}${search}${hash}`} size="sm" onClick={() => rememberLocale('es')}>
            Ver en español
          </Button>
          <Button
            variant="default"
            size="sm"
            lang="en"
            onClick={() => {
              rememberLocale('en');
              setOffered(false);
            }}
          >
            No, keep English
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
