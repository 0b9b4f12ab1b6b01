import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@upkeep/contract';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { SERVICES_LOAD_FAILED } from '../../i18n/spec-messages';
import { ApiError } from '../../lib/api';
import { type StoredBooking, useSession } from '../../session/store';
import { questionnaireUrl } from '../../shared/search/search-services';
import { ErrorState } from '../../ui/error-state';
import { lazyDialog } from '../../ui/lazy-dialog';
import { PageLoader } from '../../ui/page-loader';
import { minimumRatingOptions } from '../../ui/rating-filter';
import { FIRST_MIN_RATING, FIRST_SORT, type OfferSort, offerRequestOf, useOffers } from './api/get-offers';
import { bookingOfOffer, type CompaniesNavigationState, readCompaniesEntry } from './companies-state';
import { CompanyCard } from './company-card';

/** The message to a company, loaded when first opened (issue 48): its Modal, form and checks. */
const LeadFormModal = lazyDialog(() => import('./lead-form-modal').then((m) => m.LeadFormModal), {
  isOpen: (props) => props.offer !== null,
  closed: (props) => ({ ...props, offer: null }),
});

export type { OfferSort } from './api/get-offers';

const SORT_OPTIONS = [
  { value: 'price', label: msg`Lowest price` },
  { value: 'rating', label: msg`Highest rating` },
];

/** Spec 000's words for no offer (held to the contract by spec-messages.test.ts). */
export const NO_SERVICES = msg`No services available.`;

/** The companies screen (spec 000 sections 2, 5, 8): priced companies, sorted and filtered. */
export function CompaniesPage() {
  const location = useLocation();
  const entry = useMemo(() => readCompaniesEntry(location.state), [location.state]);
  const localePath = useLocalePath();
  if (entry.kind === 'service') return <Navigate to={localePath(questionnaireUrl(entry.serviceId, ''))} replace />;
  if (entry.kind === 'none') {
    return (
      <Container size="md" py={60}>
        <Stack gap="md">
          <Title order={1}>
            <Trans>Compare companies</Trans>
          </Title>
          <Text c="dark.5">
            <Trans>Start with a search: choose a service and your zip code, then answer a few questions.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={localePath('/home')}>
              <Trans>Search services</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <Companies search={entry.state} />;
}

function Companies({ search }: { search: CompaniesNavigationState }) {
  const navigate = useLocaleNavigate();
  const localePath = useLocalePath();
  const formatDate = useFormatDate().date;
  const { i18n, t } = useLingui();
  const [sort, setSort] = useState<OfferSort>(FIRST_SORT);
  const [rating, setRating] = useState(FIRST_MIN_RATING);
  const [messaging, setMessaging] = useState<Offer | null>(null);
  const request = offerRequestOf(search, sort, rating);
  const { date } = request;
  const offers = useOffers(request);

  const choose = (offer: Offer) => {
    const booking: StoredBooking = bookingOfOffer(search, offer, date);
    useSession.getState().startBooking(booking, { duration: offer.duration, serviceDuration: offer.serviceDuration });
    navigate('/booking', { state: booking });
  };

  const updating = offers.isFetching && offers.isPlaceholderData;

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Compare companies</Trans>
          </Title>
          <Text c="dark.5" mt={4}>
            <Trans>
              {search.service} in {search.zipCode}, {formatDate(date)}.
            </Trans>{' '}
            <Anchor component={Link} to={localePath('/questionnaire')} underline="always">
              <Trans>Change your answers</Trans>
            </Anchor>
          </Text>
        </div>
        <Group align="flex-end" gap="md">
          <NativeSelect
            label={t`Sort by`}
            data={SORT_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            value={sort}
            onChange={(event) => setSort(event.currentTarget.value as OfferSort)}
          />
          <NativeSelect
            label={t`Minimum rating`}
            // Minimum average score: 0 shows every company.
            data={[{ value: '0', label: t`All ratings` }, ...minimumRatingOptions([1, 2, 3, 4, 5])]}
            value={String(rating)}
            onChange={(event) => setRating(Number(event.currentTarget.value))}
          />
          {updating && <Loader size="sm" role="progressbar" aria-label={t`Updating the list`} />}
        </Group>
        <OfferList offers={offers} onChoose={choose} onMessage={setMessaging} onRetry={() => void offers.refetch()} />
      </Stack>
      <LeadFormModal offer={messaging} zipCode={search.zipCode} onClose={() => setMessaging(null)} />
    </Container>
  );
}

function OfferList({
  offers,
  onChoose,
  onMessage,
  onRetry,
}: {
  offers: ReturnType<typeof useOffers>;
  onChoose: (offer: Offer) => void;
  onMessage: (offer: Offer) => void;
  onRetry: () => void;
}) {
  const { i18n, t } = useLingui();
  if (offers.isPending) return <PageLoader />;
  if (offers.isError) {
    // A refusal of the answers themselves (400) says what to change; trying again would not help.
    const refused = offers.error instanceof ApiError && offers.error.statusCode === 400;
    return refused ? (
      <ErrorState title={i18n._(SERVICES_LOAD_FAILED)} message={offers.error.message} />
    ) : (
      <ErrorState title={i18n._(SERVICES_LOAD_FAILED)} message={t`Please try again.`} onRetry={onRetry} />
    );
  }
  if (offers.data.length === 0) {
    return (
      <Text ta="center" py={60} size="lg" role="status">
        {i18n._(NO_SERVICES)}
      </Text>
    );
  }
  return (
    <Stack gap="md" aria-busy={offers.isFetching}>
      <Text size="sm" c="dark.4" role="status">
        <Plural value={offers.data.length} one="# company" other="# companies" />
      </Text>
      {offers.data.map((offer) => (
        <CompanyCard
          key={offer.companyServiceID}
          offer={offer}
          onChoose={() => onChoose(offer)}
          onMessage={() => onMessage(offer)}
        />
      ))}
    </Stack>
  );
}
