import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import { SELECT_SERVICE, ZIP_NOT_SERVICED } from '../../i18n/spec-messages';
import { useSession } from '../../session/store';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { prehydrationValue } from '../../ui/prehydration';
import {
  newSearchId,
  QUESTIONNAIRE_PARAMS,
  type QuestionnaireNavigationState,
  questionnaireUrl,
  SEARCH_SERVICES,
  useServiceName,
} from './search-services';

/** The card's server calls, loaded when a visitor engages with the card (search-calls.ts says why). */
const searchCalls = () => import('./search-calls');

/** A serviceId that pre-selects nothing (the home and help searches start empty). */
export const NO_SERVICE = 0;

export interface ServiceSearchCardProps {
  /** The service pre-selected in the list (NO_SERVICE, or any id not offered, selects none). */
  serviceId: number;
  /** A sub-service to search (landing sub-service pages); kept while the pre-selected service stays chosen. */
  subServiceId?: number;
  subServiceName?: string;
  title?: string;
  subtitle?: string;
}

const ZIP_LENGTH = 5;
const ZIP_FIELD = 'input[autocomplete="postal-code"]';

/** Digits only, at most 5 (a pasted '89 135' is cleaned, not cut). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, ZIP_LENGTH);

interface ServiceOption {
  id: number;
  name: string;
  comingSoon: boolean;
}

/** The static list until the catalogue answers (and in prerendered HTML), so a pre-selection shows at once. */
const FALLBACK_SERVICES: ServiceOption[] = SEARCH_SERVICES.map(({ id, name, comingSoon }) => ({
  id,
  name,
  comingSoon,
}));

/**
 * The hero's service search: a service (coming-soon services listed but not bookable), a zip code (digits
 * only), and Search. Search checks the zip code against the service area and opens the questionnaire with
 * the service's details; a new search forgets the previous questionnaire's answers (spec 000 sections 4-5).
 */
export function ServiceSearchCard({
  serviceId,
  subServiceId,
  subServiceName,
  title,
  subtitle,
}: ServiceSearchCardProps) {
  const { t, i18n } = useLingui();
  const serviceName = useServiceName();
  const navigate = useLocaleNavigate();
  // A client provided above (a test's), else the page's own (search-calls.ts): the questionnaire reads the
  // catalogue and the service from the same cache.
  const queryClient = useContext(QueryClientContext);
  const headingId = useId();
  // The catalogue is asked for once the visitor engages with the card (focus or a tap): the static list,
  // which the prerendered page already shows, stands until then, and stays if the catalogue cannot load.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const [catalogue, setCatalogue] = useState<ServiceOption[] | null>(null);
  useEffect(() => {
    if (!engaged) return;
    let current = true;
    searchCalls()
      .then((calls) => calls.loadCatalogue(queryClient))
      .then(
        (data) => {
          if (current) setCatalogue(data.map((s) => ({ id: s.id, name: s.service, comingSoon: s.comingSoon })));
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [engaged, queryClient]);
  const services = catalogue ?? FALLBACK_SERVICES;
  const isBookable = (id: string | null): id is string => services.some((s) => String(s.id) === id && !s.comingSoon);

  const initial = isBookable(String(serviceId)) ? String(serviceId) : null;
  // A choice made on the prerendered card before the page hydrated is kept (ui/prehydration.ts).
  const [service, setService] = useState<string | null>(() => {
    const chosen = prehydrationValue(headingId, 'select');
    return chosen && isBookable(chosen) ? chosen : initial;
  });
  const [zipCode, setZipCode] = useState(() => digitsOf(prehydrationValue(headingId, ZIP_FIELD) ?? ''));
  const [zipError, setZipError] = useState<string | null>(null);
  // A missing answer is said beside its field (issue 26), in the spec's words; the area's answer stays a dialog.
  const [serviceError, setServiceError] = useState<string | null>(null);
  const serviceField = useRef<HTMLSelectElement>(null);
  const zipField = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The pre-selection can change after mount (landing pages read navigation state in an effect).
  const preselected = useRef(serviceId);
  useEffect(() => {
    if (preselected.current === serviceId) return;
    preselected.current = serviceId;
    setService(FALLBACK_SERVICES.some((s) => s.id === serviceId && !s.comingSoon) ? String(serviceId) : null);
  }, [serviceId]);

  const keepsSubService = subServiceId !== undefined && service === String(serviceId);

  const [searching, setSearching] = useState(false);
  const search = async ({ id, zipCode }: { id: number; zipCode: string }) => {
    setSearching(true);
    const found = await searchCalls().then(
      (calls) => Promise.all([calls.checkZipCode(zipCode), calls.loadService(id, queryClient).catch(() => null)]),
      () => ['unavailable', null] as const,
    );
    setSearching(false);
    const [area, details] = found;
    if (area === 'not-serviced') {
      setNotice({
        title: i18n._(ZIP_NOT_SERVICED.title),
        text: i18n._(ZIP_NOT_SERVICED.text),
      });
      return;
    }
    if (area === 'unavailable' || !details) {
      setZipError(t`We could not check this zip code. Please try again.`);
      return;
    }
    const state: QuestionnaireNavigationState = {
      serviceId: id,
      zipCode,
      service: details.service,
      multiServices: details.multiServices,
      serviceUnit: details.serviceUnit,
      searchId: newSearchId(),
      ...(keepsSubService ? { subServiceId, ...(subServiceName ? { subServiceName } : {}) } : {}),
    };
    useSession.getState().resetSearch();
    navigate(questionnaireUrl(id, zipCode, keepsSubService ? subServiceId : undefined), { state });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const noService = !isBookable(service);
    const noZip = zipCode.length !== ZIP_LENGTH;
    setServiceError(noService ? i18n._(SELECT_SERVICE.text) : null);
    setZipError(noZip ? t`Enter a 5-digit zip code` : null);
    if (noService) serviceField.current?.focus();
    else if (noZip) zipField.current?.focus();
    if (noService || noZip) return;
    void search({ id: Number(service), zipCode });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} shadow="md" radius="lg" p="lg" withBorder>
      {/* Before the page's code arrives (or without it), the form still works: it opens the questionnaire
          link of spec 000 section 2 (Service, ZipCode, our SubService), which checks the zip code itself. */}
      <form action="/questionnaire" method="get" onSubmit={onSubmit} onFocus={engage} onPointerDown={engage} noValidate>
        {keepsSubService && <input type="hidden" name={QUESTIONNAIRE_PARAMS.subService} value={String(subServiceId)} />}
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title ?? t`What do you need done?`}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {subtitle ?? t`Choose a service and enter your zip code to see local companies.`}
            </Text>
          </div>
          <NativeSelect
            label={t`Service`}
            name={QUESTIONNAIRE_PARAMS.service}
            data={[
              { value: '', label: t`Choose a service`, disabled: true },
              ...services.map((s) => {
                const name = serviceName(s.id, s.name);
                return {
                  value: String(s.id),
                  label: s.comingSoon ? t`${name} (coming soon)` : name,
                  disabled: s.comingSoon,
                };
              }),
            ]}
            value={service ?? ''}
            ref={serviceField}
            error={serviceError}
            onChange={(event) => {
              setService(event.currentTarget.value || null);
              setServiceError(null);
            }}
          />
          {keepsSubService && subServiceName && (
            <Badge
              variant="light"
              size="lg"
              radius="sm"
              c="dark.7"
              style={{ alignSelf: 'flex-start', textTransform: 'none' }}
            >
              <Trans>Sub-service: {subServiceName}</Trans>
            </Badge>
          )}
          <TextInput
            label={t`Zip code`}
            placeholder={t`e.g. 89135`}
            inputMode="numeric"
            name={QUESTIONNAIRE_PARAMS.zipCode}
            autoComplete="postal-code"
            value={zipCode}
            ref={zipField}
            error={zipError}
            // No maxLength: a pasted '89 135' is cleaned, not cut.
            onChange={(event) => {
              setZipCode(digitsOf(event.currentTarget.value));
              setZipError(null);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={searching}>
            <Trans>Search</Trans>
          </Button>
        </Stack>
      </form>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
