import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useSession } from '../../session/store';

/** The bottom-of-page invitation to sign up, shown only to visitors who are not logged in (spec 001 section 1). */
export function SignUpPrompt({ title, text }: { title?: string; text?: string }) {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  if (isLoggedIn) return null;
  return (
    <Container size="lg" component="section" py={{ base: 32, md: 48 }}>
      <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="teal.9" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Title order={2} c="white">
              {title ?? t`Get more done with a free UpKeep account`}
            </Title>
            <Text c="teal.0">
              {text ??
                t`Save your details for faster booking, follow every visit in My tickets and reschedule in a couple of clicks.`}
            </Text>
          </Stack>
          <Button component={Link} to={inLocale('/sign-up')} size="lg" variant="white" color="teal.9">
            <Trans>Sign up free</Trans>
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
