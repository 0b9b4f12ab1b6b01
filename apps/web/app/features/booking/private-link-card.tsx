import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useLocalePath } from '../../i18n/locale';

/**
 * A guest's booking's private link (issue 26), on the confirmation page: it opens the booking without an account
 * (see it, reschedule or cancel it, pay extra charges, review). It was also sent by e-mail and text.
 */
export function PrivateLinkCard({ url }: { url: string }) {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  // Opened inside the app: the path alone (the link's host is the public address, which is this site), in the page's
  // language (`/es/my-booking/{token}` on a Spanish confirmation), as the one to copy.
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
  const path = inLocale(url.slice(origin.length));
  const shared = `${origin}${path}`;
  return (
    <Alert
      color="blue"
      variant="light"
      title={t`Your booking's private link`}
      role="region"
      aria-label={t`Your booking's private link`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Use this link to see, reschedule or cancel your booking without an account. We also sent it to you by e-mail
            and text. Keep it to yourself: anyone with the link can manage the booking.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button component="a" href={path}>
            <Trans>Open your booking</Trans>
          </Button>
          <CopyButton value={shared}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t`Link copied` : t`Copy the link`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
