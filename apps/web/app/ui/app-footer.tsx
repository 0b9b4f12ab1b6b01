import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';

export const CONTACT_EMAIL = 'hello@upkeep.example';
export const CONTACT_PHONE = '+17025550100';
export const CONTACT_PHONE_LABEL = '(702) 555-0100';

export const LEGAL_DOCUMENTS = [
  { label: msg`Privacy Policy`, href: '/legal/privacy-policy.pdf' },
  { label: msg`Terms and Conditions`, href: '/legal/terms-and-conditions.pdf' },
  { label: msg`Cancelation Policy`, href: '/legal/cancelation-policy.pdf' },
] as const;

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

const APP_LINKS = [
  { label: msg`Download on the App Store`, href: 'https://apps.apple.com/' },
  { label: msg`Get it on Google Play`, href: 'https://play.google.com/' },
] as const;

export function AppFooter() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={700} c="white">
              UpKeep
            </Text>
            <Text fz="sm">
              <Trans>Home services in the Las Vegas valley, compared, booked and paid in minutes.</Trans>
            </Text>
            <LanguageSwitch c="gray.3" />
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              <Trans>Legal</Trans>
            </Text>
            {LEGAL_DOCUMENTS.map((doc) => (
              <Anchor key={doc.href} href={doc.href} target="_blank" rel="noopener" c="gray.3" fz="sm">
                {i18n._(doc.label)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              <Trans>Contact</Trans>
            </Text>
            <Anchor href={`mailto:${CONTACT_EMAIL}`} c="gray.3" fz="sm">
              {CONTACT_EMAIL}
            </Anchor>
            <Anchor href={`tel:${CONTACT_PHONE}`} c="gray.3" fz="sm">
              {CONTACT_PHONE_LABEL}
            </Anchor>
            <Anchor component={Link} to="/contact" c="gray.3" fz="sm">
              <Trans>Contact us</Trans>
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              <Trans>Follow us</Trans>
            </Text>
            <Group gap="sm">
              {SOCIAL_LINKS.map((s) => (
                <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" c="gray.3" fz="sm">
                  {s.label}
                </Anchor>
              ))}
            </Group>
            {APP_LINKS.map((s) => (
              <Anchor key={s.href} href={s.href} target="_blank" rel="noopener noreferrer" c="gray.3" fz="sm">
                {i18n._(s.label)}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Text fz="xs" mt="xl" c="gray.5">
          <Trans>© {year} UpKeep. All rights reserved.</Trans>
        </Text>
      </Container>
    </Box>
  );
}
