/**
 * /pro/area: the zip codes the company serves (GET/PUT /company/zip-codes), chosen from the valley's serviced
 * list, grouped by city and community, searchable, with large touch targets.
 */
import { Alert, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useZipCodes } from './api/get-zip-codes';
import { useUpdateZipCodes } from './api/update-zip-codes';
import { useToken } from './setup-api';

export const AREA_TITLE = 'Service area';

interface ZipOption {
  code: string;
  city: string;
  community: string;
}

export function AreaPage() {
  const token = useToken();
  const zips = useZipCodes(token);
  if (zips.isPending) return <PageLoader />;
  if (zips.isError) {
    return (
      <ProFrame title={AREA_TITLE}>
        <ErrorState
          title="Could not load your service area"
          message={errorMessage(zips.error, TRY_AGAIN_LATER)}
          onRetry={() => void zips.refetch()}
        />
      </ProFrame>
    );
  }
  return (
    <ProFrame title={AREA_TITLE} description="The zip codes where you work: customers there are offered your services.">
      <AreaForm token={token} served={zips.data.zipCodes} available={zips.data.available} />
    </ProFrame>
  );
}

/** The options grouped by city, each city's zip codes by community then code. */
export function groupByCity(options: ZipOption[]): { city: string; zips: ZipOption[] }[] {
  const groups = new Map<string, ZipOption[]>();
  for (const o of options) groups.set(o.city, [...(groups.get(o.city) ?? []), o]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([city, zips]) => ({
      city,
      zips: zips.sort((a, b) => a.community.localeCompare(b.community) || a.code.localeCompare(b.code)),
    }));
}

function AreaForm({ token, served, available }: { token: string; served: string[]; available: ZipOption[] }) {
  const [selected, setSelected] = useState(() => new Set(served));
  const [search, setSearch] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useUpdateZipCodes(token, () => setSaved(true));
  const needle = search.trim().toLowerCase();
  const shown = available.filter(
    (o) =>
      !needle ||
      o.code.includes(needle) ||
      o.city.toLowerCase().includes(needle) ||
      o.community.toLowerCase().includes(needle),
  );
  const groups = groupByCity(shown);
  const toggle = (code: string, on: boolean) => {
    setSaved(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  };
  const setMany = (codes: string[], on: boolean) => {
    setSaved(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const c of codes) {
        if (on) next.add(c);
        else next.delete(c);
      }
      return next;
    });
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Search"
        placeholder="Zip code, city or community"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="md"
      />
      <Group justify="space-between">
        <Badge size="lg" variant="outline" color={selected.size ? 'teal.9' : 'gray.7'}>
          {selected.size} zip code{selected.size === 1 ? '' : 's'} served
        </Badge>
      </Group>
      {groups.length === 0 && <Text c="gray.7">No zip code matches "{search}".</Text>}
      {groups.map((group) => {
        const codes = group.zips.map((z) => z.code);
        const all = codes.every((c) => selected.has(c));
        return (
          <Paper
            key={group.city}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="fieldset"
            aria-label={group.city}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {group.city}
                </Title>
                <Button
                  variant="subtle"
                  size="sm"
                  onClick={() => setMany(codes, !all)}
                  aria-label={`${all ? 'Clear' : 'Select'} all of ${group.city}`}
                >
                  {all ? 'Clear all' : 'Select all'}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                {group.zips.map((z) => (
                  <Checkbox.Card
                    key={z.code}
                    checked={selected.has(z.code)}
                    onClick={() => toggle(z.code, !selected.has(z.code))}
                    radius="md"
                    p="sm"
                    aria-label={`${z.code} ${z.community}`}
                  >
                    <Group wrap="nowrap" gap="sm">
                      <Checkbox.Indicator size="md" />
                      <Stack gap={0}>
                        <Text fw={600}>{z.code}</Text>
                        <Text size="sm" c="gray.7">
                          {z.community}
                        </Text>
                      </Stack>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      {saved && (
        <Alert color="teal" variant="light" role="status">
          Service area saved.
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {errorMessage(save.error, 'The service area could not be saved. Try again later.')}
        </Alert>
      )}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="white">
        <Button size="md" loading={save.isPending} onClick={() => save.mutate([...selected].sort())}>
          Save service area
        </Button>
      </Group>
    </Stack>
  );
}
