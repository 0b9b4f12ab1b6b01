import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { guestLandingOf } from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { useSessionHydrated } from '../../session/hydration';
import { useSession } from '../../session/store';
import { PageLoader } from '../../ui/page-loader';
import { useOpenTicketLink } from './api/open-ticket-link';

export const MY_BOOKING_TITLE: MessageDescriptor = msg`Your booking`;
export const MY_BOOKING_DESCRIPTION: MessageDescriptor = msg`Your booking, opened from its private link.`;
/** The contract's TICKET_LINK_INVALID_MESSAGE in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const TICKET_LINK_INVALID: MessageDescriptor = msg`This link has expired or is not valid`;

/**
 * A guest's private ticket link (issue 26): the token is exchanged once for a session that opens that one ticket,
 * then the address is replaced by the ticket's screen, or by the screen the link's query names (issue 46: an
 * e-mail's `?to=charge&charge=12` opens that extra charge, `?to=review` the review), so the token stays out of the
 * history. An expired, revoked or unknown link says so in one message and offers /find-my-booking. A Spanish e-mail's
 * link (`/es/my-booking/{token}`) lands on the Spanish twin of the screen (issue 49).
 */
export function MyBookingPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const hydrated = useSessionHydrated();
  const navigate = useLocaleNavigate();
  const inLocale = useLocalePath();
  const { i18n } = useLingui();
  const open = useOpenTicketLink();
  const started = useRef(false);

  useEffect(() => {
    // After the persisted session is read back, or it would overwrite the link's session.
    if (!hydrated || started.current) return;
    started.current = true;
    open.mutate(token, {
      onSuccess: (session) => {
        useSession.getState().openedTicketLink(session.token, session.ticketId);
        const landing = guestLandingOf(session.ticketId, search);
        navigate(landing.path, { replace: true, state: landing.state });
      },
      onError: () => {
        // The token leaves the address bar and the history.
        window.history.replaceState(window.history.state, '', inLocale('/my-booking/link'));
      },
    });
  }, [hydrated, token, search, navigate, inLocale, open]);

  if (!open.isError) return <PageLoader />;
  const invalid = open.error instanceof ApiError && (open.error.statusCode === 404 || open.error.statusCode === 400);
  return (
    <Container size="sm" py={{ base: 32, md: 60 }}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1}>{invalid ? i18n._(TICKET_LINK_INVALID) : <Trans>Could not open your booking</Trans>}</Title>
          <Text>
            {invalid ? (
              <Trans>
                Ask for a new link with your e-mail and ticket number: we send it to the e-mail of the booking.
              </Trans>
            ) : (
              errorMessage(open.error)
            )}
          </Text>
          <Group>
            <Button component={Link} to={inLocale('/find-my-booking')}>
              <Trans>Find my booking</Trans>
            </Button>
            <Button component={Link} to={inLocale('/home')} variant="default">
              <Trans>Back to home</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
