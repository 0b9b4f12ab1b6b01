import { Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { confirmWithinHours, formatDate, requestSentText, valleyInstant } from '@upkeep/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../lib/money';
import { useSessionHydrated } from '../../session/hydration';
import { useSession } from '../../session/store';
import type { ConfirmationState } from './booking-model';
import { PrivateLinkCard } from './private-link-card';

function readConfirmation(state: unknown): ConfirmationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<ConfirmationState>;
  return typeof s.ticketId === 'number' && typeof s.fee === 'number' ? (s as ConfirmationState) : null;
}

/** The default of the request_expiry_hours setting, for a checkout stored before the answer carried it. */
const DEFAULT_REQUEST_EXPIRY_HOURS = 2;

/**
 * "Request sent to {company}. They confirm within {n} hours.": the booking waits for the company, who
 * confirms it (then, and only then, the customer reads "Booking confirmed", by e-mail and text and on the
 * ticket). n is the contract's confirmWithinHours, as the e-mail and the text count it.
 */
function requestSent(c: ConfirmationState): string {
  const start = c.scheduledAt ?? valleyInstant(c.date, '12:00').toISOString();
  return requestSentText(
    c.companyName,
    confirmWithinHours(start, c.requestExpiryHours ?? DEFAULT_REQUEST_EXPIRY_HOURS, new Date()),
  );
}

/**
 * The booking is requested: the ticket number and what happens next. The checkout's state is reset here,
 * and a guest's login ends (spec 000 section 4).
 */
export function ConfirmationPage() {
  const location = useLocation();
  const confirmation = readConfirmation(location.state);
  const hydrated = useSessionHydrated();
  const isLoggedIn = useSession((s) => s.isLoggedIn);

  useEffect(() => {
    // After the persisted session is read back, or the reset would be overwritten by it.
    if (hydrated && confirmation) useSession.getState().finishCheckout();
  }, [hydrated, confirmation]);

  if (!confirmation) {
    return (
      <Container size="sm" py={60}>
        <Stack gap="md">
          <Title order={1}>Nothing to confirm</Title>
          <Text c="dark.5">There is no booking to confirm here. Start with a search to book a service.</Text>
          <Group>
            <Button component={Link} to="/home">
              Back to home
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const c = confirmation;
  return (
    <Container size="sm" py={{ base: 32, md: 60 }}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" size={40} radius="xl" aria-hidden>
              ✓
            </ThemeIcon>
            <Title order={1}>{c.isEstimate ? 'Estimate requested' : 'Booking requested'}</Title>
          </Group>
          <Text size="lg" fw={600} data-testid="request-sent">
            {requestSent(c)}
          </Text>
          <Text size="lg">
            Your ticket number is <strong>#{c.ticketId}</strong>.
          </Text>
          <div>
            <Text fw={600}>{c.companyName}</Text>
            {c.service && <Text>{c.service}</Text>}
            <Text c="dark.5">
              {formatDate(c.date)}, {c.slotLabel}
            </Text>
            <Text mt={4}>
              {c.isEstimate ? (
                'Free estimate: nothing to pay now.'
              ) : (
                <>
                  Paid <strong>{formatMoney(c.total)}</strong>, including the UpKeep fee of {formatMoney(c.fee)}.
                </>
              )}
            </Text>
          </div>
          {c.privateLink && !isLoggedIn && <PrivateLinkCard url={c.privateLink} />}
          <Title order={2} size="h4">
            What&apos;s next
          </Title>
          <List spacing={4}>
            <List.Item>
              We sent an e-mail
              {c.email ? ` to ${c.email}` : ''} and a text message{c.phone ? ` to ${c.phone}` : ''}.
            </List.Item>
            <List.Item>
              {c.isEstimate
                ? `${c.companyName} will confirm the visit on ${formatDate(c.date)} between ${c.slotLabel.replace(' - ', ' and ')}; we will let you know.`
                : `Once ${c.companyName} confirms, they come on ${formatDate(c.date)} between ${c.slotLabel.replace(' - ', ' and ')}; we will let you know.`}
            </List.Item>
            <List.Item>
              {isLoggedIn
                ? 'You can follow, reschedule or review the booking in My tickets.'
                : 'Questions? Reply to the confirmation e-mail and mention your ticket number.'}
            </List.Item>
          </List>
          <Group gap="sm" mt="sm">
            {isLoggedIn && (
              <Button component={Link} to="/my-tickets">
                My tickets
              </Button>
            )}
            <Button component={Link} to="/home" variant={isLoggedIn ? 'default' : 'filled'}>
              Back to home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
