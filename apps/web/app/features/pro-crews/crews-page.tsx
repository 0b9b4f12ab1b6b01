/**
 * /pro/crews (issue 29): the company's crews, the people who go out together. Each takes one job at a time, so
 * a company with three crews is offered three bookings of one hour. Add a crew with a name and a colour (the
 * schedule shows its jobs in it), rename it, remove one without jobs ahead (never the last one).
 */
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { CREW_COLORS, type Crew } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCompanyToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useCrews, useRemoveCrew, useSaveCrew } from './api';
import { CalendarLinks } from './calendar-links';
import { Dot } from './crew-dot';
import { CrewTimeOff, CrewWorkFields, type Work } from './crew-work';

export const CREWS_TITLE = 'Crews';

const COLOR_NAMES: Record<(typeof CREW_COLORS)[number], string> = {
  '#2f9e44': 'Green',
  '#1971c2': 'Blue',
  '#e8590c': 'Orange',
  '#9c36b5': 'Purple',
  '#c2255c': 'Pink',
  '#0c8599': 'Teal',
  '#5f3dc4': 'Violet',
  '#66a80f': 'Lime',
};
const COLOR_OPTIONS = CREW_COLORS.map((value) => ({ value, label: COLOR_NAMES[value] }));
const colorName = (color: string) => COLOR_NAMES[color as (typeof CREW_COLORS)[number]] ?? color;

export function CrewsPage() {
  const token = useCompanyToken() ?? '';
  const crews = useCrews(token);
  const remove = useRemoveCrew(token);
  const [removing, setRemoving] = useState<Crew | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [resting, setResting] = useState<number | null>(null);
  return (
    <ProFrame
      title={CREWS_TITLE}
      description="The people who go out together. Each crew does one job at a time: with three crews, customers can book three jobs at the same hour."
    >
      <QueryView query={crews} errorTitle="Could not load your crews" fallback={TRY_AGAIN_LATER}>
        {(list) => (
          <Stack gap="md">
            <ul aria-label="Crews" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((crew) => (
                <li key={crew.id} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', padding: '12px 0' }}>
                  {editing === crew.id ? (
                    <CrewForm token={token} crew={crew} onDone={() => setEditing(null)} />
                  ) : (
                    <Group justify="space-between" wrap="wrap" gap="sm">
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Dot color={crew.color} size={20} />
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text fw={600}>{crew.name}</Text>
                          <Text size="sm" c="dark.5">
                            {colorName(crew.color)} ·{' '}
                            {crew.serviceIds === null
                              ? 'Every service'
                              : `${crew.serviceIds.length} ${crew.serviceIds.length === 1 ? 'service' : 'services'}`}
                            {crew.scheduleIds === null ? '' : ` · ${crew.scheduleIds.length} start times`} ·{' '}
                            {crew.jobsAhead === 0
                              ? 'No jobs ahead'
                              : `${crew.jobsAhead} ${crew.jobsAhead === 1 ? 'job' : 'jobs'} ahead`}
                          </Text>
                        </Stack>
                      </Group>
                      <Group gap="xs">
                        <Button
                          variant="default"
                          size="sm"
                          onClick={() => setEditing(crew.id)}
                          aria-label={`Edit ${crew.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="default"
                          size="sm"
                          onClick={() => setResting(resting === crew.id ? null : crew.id)}
                          aria-expanded={resting === crew.id}
                          aria-label={`Time off of ${crew.name}`}
                        >
                          Time off
                        </Button>
                        <Button
                          variant="light"
                          color="red"
                          size="sm"
                          onClick={() => setRemoving(crew)}
                          aria-label={`Remove ${crew.name}`}
                          disabled={list.length === 1}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Group>
                  )}
                  {resting === crew.id && editing !== crew.id && (
                    <Paper withBorder p="sm" mt="xs" radius="md">
                      <CrewTimeOff token={token} crew={crew} />
                    </Paper>
                  )}
                </li>
              ))}
            </ul>
            {list.length === 1 && (
              <Text size="sm" c="dark.5">
                Your company keeps at least one crew.
              </Text>
            )}
            <Paper withBorder p="lg" radius="md">
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  Add a crew
                </Title>
                <CrewForm token={token} crew={null} taken={list.map((c) => c.color)} />
              </Stack>
            </Paper>
            <CalendarLinks token={token} crews={list} />
          </Stack>
        )}
      </QueryView>
      <ConfirmDialog
        subject={removing}
        title={removing ? `Remove ${removing.name}?` : ''}
        confirmLabel="Remove crew"
        color="red"
        action={remove}
        variables={(crew) => crew.id}
        done={(_result, crew) => `${crew.name} removed.`}
        onClose={() => setRemoving(null)}
      >
        {(crew) => (
          <Text>
            {crew.jobsAhead > 0
              ? `${crew.name} has jobs ahead: give them to another crew, or cancel them, before removing it.`
              : `${crew.name} is no longer offered for bookings. The jobs it did keep its name.`}
          </Text>
        )}
      </ConfirmDialog>
    </ProFrame>
  );
}

/** A crew's name and colour: a new crew's (the first colour no crew wears at first) or an existing one's. */
function CrewForm({
  token,
  crew,
  taken = [],
  onDone,
}: {
  token: string;
  crew: Crew | null;
  taken?: string[];
  onDone?: () => void;
}) {
  const firstFree = CREW_COLORS.find((c) => !taken.includes(c)) ?? CREW_COLORS[0];
  const [name, setName] = useState(crew?.name ?? '');
  const [color, setColor] = useState<string>(crew?.color ?? firstFree);
  const [work, setWork] = useState<Work>({
    serviceIds: crew?.serviceIds ?? null,
    scheduleIds: crew?.scheduleIds ?? null,
  });
  const save = useSaveCrew(token);
  const label = crew ? `Edit ${crew.name}` : 'New crew';
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            ...(crew ? { id: crew.id, ...work } : {}),
            name,
            color: color as (typeof CREW_COLORS)[number],
          },
          {
            onSuccess: () => {
              if (!crew) setName('');
              onDone?.();
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Name"
            required
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            placeholder="Truck 2"
            w={220}
          />
          <Select
            label="Colour"
            data={COLOR_OPTIONS}
            value={color}
            allowDeselect={false}
            onChange={(value) => value && setColor(value)}
            leftSection={<Dot color={color} size={14} />}
            w={160}
          />
          <Button type="submit" loading={save.isPending}>
            {crew ? 'Save' : 'Add crew'}
          </Button>
          {crew && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
        {crew && <CrewWorkFields token={token} work={work} onChange={setWork} />}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, TRY_AGAIN_LATER)}
          </Alert>
        )}
        {save.isSuccess && !crew && (
          <Badge color="teal" variant="light" c="dark.8" role="status">
            Crew added
          </Badge>
        )}
      </Stack>
    </form>
  );
}
