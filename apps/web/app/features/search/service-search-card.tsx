import { Badge, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Messages } from '@upkeep/contract';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { questionnaireUrl, SEARCH_SERVICES } from './search-services';

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

const SERVICE_OPTIONS = SEARCH_SERVICES.map((s) => ({
  value: String(s.id),
  label: s.comingSoon ? `${s.name} (coming soon)` : s.name,
  disabled: s.comingSoon,
}));

const ZIP_LENGTH = 5;

function isBookable(id: string | null): id is string {
  return SEARCH_SERVICES.some((s) => String(s.id) === id && !s.comingSoon);
}

/**
 * The hero's service search: a service, a zip code, and Search, which opens the questionnaire.
 * (A later issue adds the zip-code check against the API and the spec's modals.)
 */
export function ServiceSearchCard({
  serviceId,
  subServiceId,
  subServiceName,
  title = 'What do you need done?',
  subtitle = 'Choose a service and enter your zip code to see local companies.',
}: ServiceSearchCardProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const initial = isBookable(String(serviceId)) ? String(serviceId) : null;
  const [service, setService] = useState<string | null>(initial);
  const [zipCode, setZipCode] = useState('');
  const [serviceError, setServiceError] = useState<string | null>(null);

  // The pre-selection can change after mount (landing pages read navigation state in an effect).
  useEffect(() => {
    setService(isBookable(String(serviceId)) ? String(serviceId) : null);
  }, [serviceId]);

  const keepsSubService = subServiceId !== undefined && service === String(serviceId);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBookable(service)) {
      setServiceError(Messages.selectService.text);
      return;
    }
    navigate(questionnaireUrl(Number(service), zipCode, keepsSubService ? subServiceId : undefined));
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
            data={SERVICE_OPTIONS}
            value={service}
            onChange={(value) => {
              setService(value);
              setServiceError(null);
            }}
            allowDeselect={false}
            error={serviceError}
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
            // Digits only, at most 5 (no maxLength, so a pasted '89 135' is cleaned, not cut).
            onChange={(event) => setZipCode(event.currentTarget.value.replace(/\D/g, '').slice(0, ZIP_LENGTH))}
          />
          <Button type="submit" size="md" fullWidth>
            Search
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
