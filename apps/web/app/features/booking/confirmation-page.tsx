import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { confirmWithinHours, requestSentText, valleyInstant } from '@upkeep/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { useSessionHydrated } from '../../session/hydration';
import { useSession } from '../../session/store';
import { useServiceName } from '../../shared/search/search-services';
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
 * ticket). n is the contract's confirmWithinHours, as the e-mail and the text count it. The contract's words in
 * English; the same in the page's other language.
 */
function RequestSent({ c }: { c: ConfirmationState }) {
  const { i18n } = useLingui();
  const start = c.scheduledAt ?? valleyInstant(c.date, '12:00').toISOString();
  const hours = confirmWithinHours(start, c.requestExpiryHours ?? DEFAULT_REQUEST_EXPIRY_HOURS, new Date());
  if (i18n.locale === 'en') return <>{requestSentText(c.companyName, hours)}</>;
  const company = c.companyName;
  // `#`, the count, as the US writes it in either language ('1,250': the runtime's es-US).
  return (
    <Plural
      value={hours}
      one={`Request sent to ${company}. They confirm within # hour.`}
      other={`Request sent to ${company}. They confirm within # hours.`}
    />
  );
}

/**
 * The booking is requested: the ticket number and what happens next. The checkout's state is reset here,
 * and a guest's login ends (spec 000 section 4).
 */
export function ConfirmationPage() {
  const { t } = useLingui();
  const dates = useFormatDate();
  const serviceName = useServiceName();
  const inLocale = useLocalePath();
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
          <Title order={1}>
            <Trans>Nothing to confirm</Trans>
          </Title>
          <Text c="dark.5">
            <Trans>There is no booking to confirm here. Start with a search to book a service.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={inLocale('/home')}>
              <Trans>Back to home</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const c = confirmation;
  const company = c.companyName;
  const date = dates.date(c.date);
  const [from = '', to = ''] = dates.slot(c.slotLabel).split(' - ');
  const email = c.email;
  const phone = c.phone;
  return (
    <Container size="sm" py={{ base: 32, md: 60 }}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" size={40} radius="xl" aria-hidden>
              ✓
            </ThemeIcon>
            <Title order={1}>{c.isEstimate ? t`Estimate requested` : t`Booking requested`}</Title>
          </Group>
          <Text size="lg" fw={600} data-testid="request-sent">
            <RequestSent c={c} />
          </Text>
          <Text size="lg">
            <Trans>
              Your ticket number is <strong>#{c.ticketId}</strong>.
            </Trans>
          </Text>
          <div>
            <Text fw={600}>{c.companyName}</Text>
            {c.service && <Text>{c.serviceId ? serviceName(c.serviceId, c.service) : c.service}</Text>}
            <Text c="dark.5">
              {date}, {dates.slot(c.slotLabel)}
            </Text>
            <Text mt={4}>
              {c.isEstimate ? (
                t`Free estimate: nothing to pay now.`
              ) : (
                <Trans>
                  Paid <strong>{formatMoney(c.total)}</strong>, including the UpKeep fee of {formatMoney(c.fee)}.
                </Trans>
              )}
            </Text>
          </div>
          {c.privateLink && !isLoggedIn && <PrivateLinkCard url={c.privateLink} />}
          <Title order={2} size="h4">
            <Trans>What's next</Trans>
          </Title>
          <List spacing={4}>
            <List.Item>
              {email && phone
                ? t`We sent an e-mail to ${email} and a text message to ${phone}.`
                : email
                  ? t`We sent an e-mail to ${email} and a text message.`
                  : phone
                    ? t`We sent an e-mail and a text message to ${phone}.`
                    : t`We sent an e-mail and a text message.`}
            </List.Item>
            <List.Item>
              {c.isEstimate
                ? t`${company} will confirm the visit on ${date} between ${from} and ${to}; we will let you know.`
                : t`Once ${company} confirms, they come on ${date} between ${from} and ${to}; we will let you know.`}
            </List.Item>
            <List.Item>
              {isLoggedIn
                ? t`You can follow, reschedule or review the booking in My tickets.`
                : t`Questions? Reply to the confirmation e-mail and mention your ticket number.`}
            </List.Item>
          </List>
          <Group gap="sm" mt="sm">
            {isLoggedIn && (
              <Button component={Link} to={inLocale('/my-tickets')}>
                <Trans>My tickets</Trans>
              </Button>
            )}
            <Button component={Link} to={inLocale('/home')} variant={isLoggedIn ? 'default' : 'filled'}>
              <Trans>Back to home</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
