/**
 * Calendar links (issue 29): a private iCalendar link of all the company's jobs, and one per crew, that Google,
 * Apple or Outlook calendars subscribe to. A link is shown once, when it is made; making a new one stops the old.
 * Each live link says who made it and when a calendar last read it; it stops when its maker is deactivated, and
 * the owner (or its maker) stops it here (issue 47).
 */
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Crew } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCompanySession } from '../../session/realm-session';
import { useCalendarFeeds, useRevokeCalendarFeed } from '../../shared/scheduling/api/calendar-feeds';
import { calendarLinkWords } from '../../shared/scheduling/live-calendar-links';
import { useCreateCalendarFeed } from './api';

export function CalendarLinks({ token, crews }: { token: string; crews: Crew[] }) {
  const feeds = useCalendarFeeds(token);
  const create = useCreateCalendarFeed(token);
  const revoke = useRevokeCalendarFeed(token);
  const me = useCompanySession((state) => state.user);
  const [shown, setShown] = useState<{ crewId: number | null; url: string } | null>(null);
  const scopes = [
    { crewId: null as number | null, name: 'All jobs' },
    ...crews.map((c) => ({ crewId: c.id, name: c.name })),
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Calendar links
        </Title>
        <Text size="sm" c="dark.5">
          Subscribe to a link in Google, Apple or Outlook calendar to see the jobs there. Anyone with a link sees the
          jobs and customers in it: a new link stops the old one.
        </Text>
        <ul aria-label="Calendar links" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {scopes.map((scope) => {
            const made = feeds.data?.find((f) => f.crewId === scope.crewId);
            const url = shown && shown.crewId === scope.crewId ? shown.url : null;
            return (
              <li
                key={scope.crewId ?? 'all'}
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)', padding: '8px 0' }}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0}>
                      <Text fw={600}>{scope.name}</Text>
                      <Text size="sm" c="dark.5">
                        {made ? calendarLinkWords(made) : 'No link yet'}
                      </Text>
                    </Stack>
                    {made && (me?.role === 'owner' || made.maker?.id === me?.id) && (
                      <Button
                        variant="subtle"
                        color="red.9"
                        c="red.9"
                        size="sm"
                        loading={revoke.isPending && revoke.variables === made.id}
                        onClick={() => revoke.mutate(made.id)}
                        aria-label={`Stop link: ${scope.name}`}
                      >
                        Stop link
                      </Button>
                    )}
                    <Button
                      variant="default"
                      size="sm"
                      loading={create.isPending && create.variables === scope.crewId}
                      onClick={() => create.mutate(scope.crewId, { onSuccess: (answer) => setShown(answer.data) })}
                      aria-label={`${made ? 'New link' : 'Make a link'}: ${scope.name}`}
                    >
                      {made ? 'New link' : 'Make a link'}
                    </Button>
                  </Group>
                  {url && (
                    <Group gap="xs" wrap="nowrap" align="flex-end">
                      <TextInput
                        label={`Calendar link: ${scope.name}`}
                        description="Shown once: copy it now."
                        value={url}
                        readOnly
                        onFocus={(e) => e.currentTarget.select()}
                        style={{ flex: 1, minWidth: 0 }}
                      />
                      <CopyButton value={url}>
                        {({ copied, copy }) => (
                          <Button variant="light" onClick={copy}>
                            {copied ? 'Copied' : 'Copy'}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  )}
                </Stack>
              </li>
            );
          })}
        </ul>
        {(create.isError || revoke.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error ?? revoke.error, TRY_AGAIN_LATER)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
