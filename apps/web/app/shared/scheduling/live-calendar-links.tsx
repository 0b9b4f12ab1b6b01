/**
 * The company's live calendar links on the team page (issue 47): each with what it shows, who made it and when a
 * calendar last read it, so the owner sees what a departing person left behind and stops it (its maker too). Links
 * are made on /pro/crews.
 */
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type CalendarFeed, formatDate } from '@upkeep/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCalendarFeeds, useRevokeCalendarFeed } from './api/calendar-feeds';

/** 'Made Fri, Nov 20, 2026 by Olga Office; last read Fri, Nov 27, 2026': a live link's maker and last use. */
export const calendarLinkWords = (feed: CalendarFeed) =>
  `Made ${formatDate(feed.createdAt)} by ${feed.maker?.name ?? 'a former user'}; ${
    feed.lastUsedAt ? `last read ${formatDate(feed.lastUsedAt)}` : 'not read yet'
  }`;

export function LiveCalendarLinks({ token, me }: { token: string; me: { id: number; role: string } | null }) {
  const feeds = useCalendarFeeds(token);
  const revoke = useRevokeCalendarFeed(token);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          Live calendar links
        </Title>
        {feeds.isPending ? (
          <Loader size="sm" role="progressbar" aria-label="Loading the calendar links" />
        ) : feeds.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(feeds.error, TRY_AGAIN_LATER)}
          </Alert>
        ) : feeds.data.length === 0 ? (
          <Text c="dark.5">
            No live links. They are made on{' '}
            <Anchor component={Link} to="/pro/crews" underline="always">
              Crews
            </Anchor>
            .
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Live calendar links">
            {feeds.data.map((feed) => {
              const scope = feed.crewName ?? 'All jobs';
              return (
                <Group component="li" key={feed.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{scope}</Text>
                    <Text size="sm" c="dark.5">
                      {calendarLinkWords(feed)}
                    </Text>
                  </Stack>
                  {(me?.role === 'owner' || feed.maker?.id === me?.id) && (
                    <Button
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      size="sm"
                      loading={revoke.isPending && revoke.variables === feed.id}
                      onClick={() => revoke.mutate(feed.id)}
                      aria-label={`Stop link: ${scope}`}
                    >
                      Stop link
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {revoke.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(revoke.error, TRY_AGAIN_LATER)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
