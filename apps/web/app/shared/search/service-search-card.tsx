import { Badge, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages } from '@upkeep/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { serviceQuery } from '../catalog/api/get-service';
import { servicesQuery } from '../catalog/api/get-services';
import { checkZipCode } from '../catalog/api/get-zip-code';
import { newSearchId, type QuestionnaireNavigationState, questionnaireUrl, SEARCH_SERVICES } from './search-services';

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
  title = 'What do you need done?',
  subtitle = 'Choose a service and enter your zip code to see local companies.',
}: ServiceSearchCardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const catalogue = useQuery(servicesQuery());
  const services: ServiceOption[] = useMemo(
    () => catalogue.data?.map((s) => ({ id: s.id, name: s.service, comingSoon: s.comingSoon })) ?? FALLBACK_SERVICES,
    [catalogue.data],
  );
  const isBookable = (id: string | null): id is string => services.some((s) => String(s.id) === id && !s.comingSoon);

  const initial = isBookable(String(serviceId)) ? String(serviceId) : null;
  const [service, setService] = useState<string | null>(initial);
  const [zipCode, setZipCode] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The pre-selection can change after mount (landing pages read navigation state in an effect).
  useEffect(() => {
    setService(FALLBACK_SERVICES.some((s) => s.id === serviceId && !s.comingSoon) ? String(serviceId) : null);
  }, [serviceId]);

  const keepsSubService = subServiceId !== undefined && service === String(serviceId);

  const search = useMutation({
    mutationFn: async (query: { id: number; zipCode: string; keepsSubService: boolean }) => {
      const [area, details] = await Promise.all([
        checkZipCode(query.zipCode),
        queryClient.fetchQuery(serviceQuery(query.id)).catch(() => null),
      ]);
      return { area, details };
    },
    onSuccess: ({ area, details }, { id, zipCode, keepsSubService }) => {
      if (area === 'not-serviced') {
        setNotice(Messages.zipNotServiced);
        return;
      }
      if (area === 'unavailable' || !details) {
        setZipError('We could not check this zip code. Please try again.');
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
    },
  });
  const searching = search.isPending;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    if (!isBookable(service)) {
      setNotice(Messages.selectService);
      return;
    }
    if (zipCode.length !== ZIP_LENGTH) {
      setZipError('Enter a 5-digit zip code');
      return;
    }
    search.mutate({ id: Number(service), zipCode, keepsSubService });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} shadow="md" radius="lg" p="lg" withBorder>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {subtitle}
            </Text>
          </div>
          <Select
            label="Service"
            placeholder="Choose a service"
            data={services.map((s) => ({
              value: String(s.id),
              label: s.comingSoon ? `${s.name} (coming soon)` : s.name,
              disabled: s.comingSoon,
            }))}
            value={service}
            onChange={setService}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {keepsSubService && subServiceName && (
            <Badge
              variant="light"
              size="lg"
              radius="sm"
              c="dark.7"
              style={{ alignSelf: 'flex-start', textTransform: 'none' }}
            >
              Sub-service: {subServiceName}
            </Badge>
          )}
          <TextInput
            label="Zip code"
            placeholder="e.g. 89135"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zipCode}
            error={zipError}
            // Digits only, at most 5 (no maxLength, so a pasted '89 135' is cleaned, not cut).
            onChange={(event) => {
              setZipCode(event.currentTarget.value.replace(/\D/g, '').slice(0, ZIP_LENGTH));
              setZipError(null);
            }}
          />
          <Button type="submit" size="md" fullWidth loading={searching}>
            Search
          </Button>
        </Stack>
      </form>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
