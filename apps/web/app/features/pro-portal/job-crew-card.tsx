/**
 * The job's crew (issue 46): who does it, and, while it is still to come, the company gives it to another crew here.
 * Only the crews that may take it are offered (free then, doing its service and hours, not off that day); the others
 * are listed greyed with the reason, so no change is offered that the server would refuse.
 */
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCrewChoices, useGiveJobToCrew } from './api/job-crew';

export function JobCrewCard({ id, token }: { id: number; token: string }) {
  const choices = useCrewChoices(id, token);
  const give = useGiveJobToCrew(id, token);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const data = choices.data;
  const current = data?.crews.find((c) => c.id === data.crewId);
  const others = data?.crews.filter((c) => c.id !== data.crewId) ?? [];
  const takers = others.filter((c) => c.canTake);
  const selectId = `job-${id}-crew`;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Crew">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Crew
        </Title>
        {choices.isPending && <Text c="gray.7">Loading the crews…</Text>}
        {choices.isError && (
          <Text c="red.8" role="alert">
            The crews could not be loaded. {errorMessage(choices.error, TRY_AGAIN_LATER)}
          </Text>
        )}
        {data && (
          <>
            <Group gap="xs" wrap="nowrap">
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  flex: 'none',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  background: current?.color ?? 'var(--mantine-color-red-8)',
                }}
              />
              <Text fw={600}>{current ? current.name : data.crewId === null ? 'No crew yet' : 'A removed crew'}</Text>
            </Group>
            {data.changeable && others.length > 0 && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const crew = takers.find((c) => String(c.id) === chosen);
                  if (!crew) return;
                  setDone(null);
                  give.mutate(crew.id, {
                    onSuccess: (answer) => {
                      setChosen('');
                      setDone(`The job is now ${answer.crewName}'s.`);
                    },
                  });
                }}
              >
                <Stack gap="xs">
                  <NativeSelect
                    id={selectId}
                    label={data.crewId === null ? 'Give the job to' : 'Give the job to another crew'}
                    description={takers.length === 0 ? 'No other crew may take it then.' : undefined}
                    value={chosen}
                    onChange={(event) => {
                      setChosen(event.currentTarget.value);
                      setDone(null);
                      give.reset();
                    }}
                    data={[
                      { value: '', label: 'Choose a crew', disabled: true },
                      ...others.map((c) => ({
                        value: String(c.id),
                        label: c.canTake ? c.name : `${c.name} (${c.reason ?? 'not free'})`,
                        disabled: !c.canTake,
                      })),
                    ]}
                    disabled={takers.length === 0 || give.isPending}
                    size="md"
                  />
                  <Group>
                    <Button
                      type="submit"
                      size="md"
                      disabled={chosen === '' || takers.length === 0}
                      loading={give.isPending}
                    >
                      Give the job
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
            <Text role="status" c="teal.9">
              {done}
            </Text>
            {give.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(give.error, TRY_AGAIN_LATER)}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
