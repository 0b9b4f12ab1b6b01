/**
 * A ticket's conversation as every side shows it (issue 30): the messages oldest first, each with who wrote
 * it and when, links made clickable safely (http and https only, opened apart, `nofollow ugc`), the writer's
 * own marked Seen once the other side read them; and the box to write. New messages come in without a reload
 * (use-conversation.ts), announced politely to screen readers.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ConversationMessage, MAX_MESSAGE_LENGTH, type MessageAuthorKind } from '@upkeep/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { PageLoader } from '../../ui/page-loader';
import type { useConversation } from './use-conversation';

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** The body's text with its http(s) links as anchors; nothing else is markup. */
export function BodyText({ body }: { body: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of body.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > at) parts.push(body.slice(at, start));
    parts.push(
      <Anchor key={start} href={match[0]} target="_blank" rel="noopener noreferrer nofollow ugc">
        {match[0]}
      </Anchor>,
    );
    at = start + match[0].length;
  }
  if (at < body.length) parts.push(body.slice(at));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body, in order, never reordered
        <Fragment key={i}>{part}</Fragment>
      ))}
    </Text>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function Bubble({ message, mine }: { message: ConversationMessage; mine: boolean }) {
  return (
    <Stack
      component="li"
      gap={2}
      p="sm"
      maw="85%"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        background: mine ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" fw={700}>
          {message.author.name}
        </Text>
        <Text size="xs" c="gray.7">
          {when(message.createdAt)}
        </Text>
      </Group>
      {message.hidden && !message.body ? (
        <Text size="sm" fs="italic" c="gray.7">
          This message was hidden by UpKeep.
        </Text>
      ) : (
        <BodyText body={message.body} />
      )}
      {message.hidden && message.body && (
        <Text size="xs" c="red.9">
          Hidden by UpKeep: the customer and the company see that it was hidden.
        </Text>
      )}
      {mine && message.readByOtherSide && (
        <Text size="xs" c="gray.7" ta="right">
          Seen
        </Text>
      )}
    </Stack>
  );
}

export function Conversation({
  title = 'Messages',
  side,
  conversation,
  empty,
  placeholder,
}: {
  title?: string;
  side: MessageAuthorKind;
  conversation: ReturnType<typeof useConversation>;
  /** What an empty conversation says. */
  empty: string;
  placeholder: string;
}) {
  const { messages, send } = conversation;
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  // The newest message in view when one arrives.
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || send.isPending) return;
    send.mutate(body, { onSuccess: () => setDraft('') });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {messages.isPending ? (
          <PageLoader />
        ) : messages.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(messages.error)}
          </Alert>
        ) : count === 0 ? (
          <Text size="sm" c="gray.7">
            {empty}
          </Text>
        ) : null}
        <Stack
          ref={list}
          component="ul"
          gap="xs"
          m={0}
          p={0}
          mah={420}
          style={{ listStyle: 'none', overflowY: 'auto', display: count ? 'flex' : 'none' }}
          aria-label="Messages"
          aria-live="polite"
          // Scrollable: reachable by keyboard.
          tabIndex={0}
        >
          {(messages.data ?? []).map((message) => (
            <Bubble key={message.id} message={message} mine={message.author.kind === side} />
          ))}
        </Stack>
        <form onSubmit={submit} aria-label="Write a message">
          <Stack gap="xs">
            {send.error && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(send.error)}
              </Alert>
            )}
            <Textarea
              label="Your message"
              placeholder={placeholder}
              rows={3}
              maxLength={MAX_MESSAGE_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
              description={`${draft.length} / ${MAX_MESSAGE_LENGTH}`}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} disabled={!draft.trim()}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
