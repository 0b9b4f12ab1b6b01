import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { addDays, MAX_DAYS_AHEAD, type TimeSlot, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { type StoredBooking, useSession } from '../../session/store';
import { useGuestLogin } from '../../shared/accounts/api/guest-login';
import { DateAndSlotPicker } from '../../shared/scheduling/date-and-slot-picker';
import { DaySlots } from '../../shared/scheduling/time-slots';
import { useDaySlots } from '../../shared/scheduling/use-day-slots';
import { useServiceName } from '../../shared/search/search-services';
import { lazyDialog } from '../../ui/lazy-dialog';
import { PageLoader } from '../../ui/page-loader';
import { type BookingReturnState, bookButtonLabel } from './booking-model';
import { patchBooking, useBooking } from './use-booking';

/** Sign in or go on as a guest: asked of a visitor who is not signed in, so loaded when first asked (issue 48). */
const NotLoggedInModal = lazyDialog(() => import('./not-logged-in-modal').then((m) => m.NotLoggedInModal), {
  isOpen: (props) => props.opened,
  closed: (props) => ({ ...props, opened: false }),
});

/** Used when a booking carries no duration (an old stored booking): the server needs one. */
const DEFAULT_DURATION = '01:00:00';
/** A booking without a chosen slot. */
const NO_SLOT = { scheduleId: undefined, startTime: undefined, slotLabel: undefined, startsAt: undefined };

export function BookingPage() {
  const { ready, booking } = useBooking();
  if (!ready) return <PageLoader />;
  if (!booking) return <NoBooking />;
  return <Estimate booking={booking} />;
}

function NoBooking() {
  const inLocale = useLocalePath();
  return (
    <Container size="md" py={60}>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Get an estimate</Trans>
        </Title>
        <Text c="dark.5">
          <Trans>Start with a search: choose a service and your zip code, then pick a company.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={inLocale('/home')}>
            <Trans>Search services</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function Estimate({ booking }: { booking: StoredBooking }) {
  const { t } = useLingui();
  const dates = useFormatDate();
  const navigate = useLocaleNavigate();
  const location = useLocation();
  const notice = (location.state as BookingReturnState | null)?.notice ?? null;
  const isLoggedIn = useSession((s) => s.isLoggedIn && Boolean(s.token));
  const isGuest = useSession((s) => s.isLoggedInAsGuest && Boolean(s.tokenGuest));
  const guestLogin = useGuestLogin();
  const [asking, setAsking] = useState(false);

  const today = valleyToday();
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  // A date chosen on an earlier day may have passed since (a reload): the earliest is today.
  const date = booking.date && booking.date >= today ? booking.date : today;
  const duration = booking.duration ?? DEFAULT_DURATION;
  const [openedOn] = useState(date);
  const { picker, slots, dayPicked } = useDaySlots({
    companyServiceId: booking.companyServiceId,
    duration,
    date,
    start: openedOn,
    minDate: today,
    maxDate,
    // The preferred date when it has a free slot, else the first day after it that has one.
    onFirstOpenDay: (day) => patchBooking({ date: day, ...NO_SLOT }),
  });
  const list = slots.data ?? [];
  const chosen = list.find((s) => s.id === booking.scheduleId && s.isAvailable) ?? null;

  const toggle = (slot: TimeSlot) => {
    if (chosen?.id === slot.id) {
      patchBooking(NO_SLOT);
    } else {
      patchBooking({
        date,
        scheduleId: slot.id,
        startTime: slot.startTime,
        slotLabel: slot.label,
        startsAt: slot.startsAt,
      });
    }
  };

  const changeDate = (value: string | null) => {
    if (!value) return;
    dayPicked();
    patchBooking({ date: String(value).slice(0, 10), ...NO_SLOT });
  };

  const startCheckout = () => {
    if (!useSession.getState().booking) return;
    useSession.getState().startCheckout();
    navigate('/payment-information');
  };

  const getEstimate = () => {
    if (isLoggedIn || isGuest) startCheckout();
    else setAsking(true);
  };

  const continueAsGuest = () => {
    guestLogin.mutate(undefined, {
      onSuccess: (token) => {
        useSession.getState().loginAsGuest(token);
        setAsking(false);
        startCheckout();
      },
    });
  };

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Choose a date and time</Trans>
          </Title>
          <Text c="dark.5" mt={4}>
            <BookingLine booking={booking} />
          </Text>
        </div>
        <DateAndSlotPicker problem={notice} problemColor="orange" label={t`Date`} onDateChange={changeDate} {...picker}>
          <DaySlots slots={slots} selectedId={chosen?.id ?? null} onToggle={toggle} />
        </DateAndSlotPicker>
        {chosen && (
          // On a phone the day's slots fill the screen: the chosen time and Book stay in view at its foot (issue 46).
          <Group
            justify="space-between"
            align="center"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Text>
              {dates.date(date)}, <strong>{dates.slot(chosen.label)}</strong>
            </Text>
            <Button size="md" onClick={getEstimate}>
              {bookButtonLabel(booking.price)}
            </Button>
          </Group>
        )}
      </Stack>
      <NotLoggedInModal
        opened={asking}
        onClose={() => setAsking(false)}
        onSignIn={() => navigate('/sign-in', { state: { returnToBook: true } })}
        onGuest={continueAsGuest}
        onCancel={() => navigate('/home')}
        guestPending={guestLogin.isPending}
        guestError={guestLogin.error ? guestLogin.error.message : null}
      />
    </Container>
  );
}

/** "Pool cleaning with **Company**, 89135. Total price **$120.00**, UpKeep fee included." */
function BookingLine({ booking }: { booking: StoredBooking }) {
  const serviceName = useServiceName();
  const service = booking.service && serviceName(booking.serviceId, booking.service);
  const company = booking.companyName;
  const zipCode = booking.zipCode;
  const total = formatMoney(booking.totalCharged ?? booking.price);
  const withFee = booking.totalCharged !== undefined && booking.totalCharged !== booking.price;
  if (service && withFee) {
    return (
      <Trans>
        {service} with <strong>{company}</strong>, {zipCode}. Total price <strong>{total}</strong>, UpKeep fee included.
      </Trans>
    );
  }
  if (service) {
    return (
      <Trans>
        {service} with <strong>{company}</strong>, {zipCode}. Total price <strong>{total}</strong>.
      </Trans>
    );
  }
  if (withFee) {
    return (
      <Trans>
        <strong>{company}</strong>, {zipCode}. Total price <strong>{total}</strong>, UpKeep fee included.
      </Trans>
    );
  }
  return (
    <Trans>
      <strong>{company}</strong>, {zipCode}. Total price <strong>{total}</strong>.
    </Trans>
  );
}
