/**
 * A ticket's conversation as every side shows it (issue 30): the messages oldest first, each with who wrote
 * it and when, links made clickable safely (http and https only, opened apart, `nofollow ugc`), the writer's
 * own marked Seen once the other side read them; and the box to write. New messages come in without a reload
 * (use-conversation.ts), announced politely to screen readers.
 */
import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, FileButton, Group, Image, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type ConversationMessage,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGE_PHOTOS,
  MESSAGE_PHOTO_CONTENT_TYPES,
  type MessageAuthorKind,
} from '@upkeep/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import { dateWordsOf } from '../../i18n/format-date';
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

/** 'Dec 8, 9:00 AM' in the valley; in Spanish, its moment as the contract writes it (issue 49). */
const when = (i18n: I18n, iso: string) =>
  i18n.locale === 'es'
    ? dateWordsOf('es').dateTime(iso)
    : new Date(iso).toLocaleString('en-US', {
        timeZone: 'America/Los_Angeles',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });

/** A photo of a message, fetched with the token and shown from a blob URL (given back when it goes). */
function MessagePhoto({ url, load, label }: { url: string; load: (url: string) => Promise<Blob>; label: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    load(url)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, load]);
  if (!src) return null;
  return (
    <Anchor href={src} target="_blank" rel="noopener" aria-label={t`${label} (opens the full photo)`}>
      <Image src={src} alt={label} w={120} h={90} fit="cover" radius="sm" />
    </Anchor>
  );
}

function Bubble({
  message,
  mine,
  load,
}: {
  message: ConversationMessage;
  mine: boolean;
  load: (url: string) => Promise<Blob>;
}) {
  const { i18n, t } = useLingui();
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
          {when(i18n, message.createdAt)}
        </Text>
      </Group>
      {message.hidden && !message.body ? (
        <Text size="sm" fs="italic" c="gray.7">
          <Trans>This message was hidden by UpKeep.</Trans>
        </Text>
      ) : (
        <BodyText body={message.body} />
      )}
      {message.photos.length > 0 && (
        <Group gap="xs">
          {message.photos.map((photo, i) => (
            <MessagePhoto
              key={photo.id}
              url={photo.url}
              load={load}
              label={t`Photo ${i + 1} from ${message.author.name}`}
            />
          ))}
        </Group>
      )}
      {message.hidden && message.body && (
        <Text size="xs" c="red.9">
          <Trans>Hidden by UpKeep: the customer and the company see that it was hidden.</Trans>
        </Text>
      )}
      {mine && message.readByOtherSide && (
        <Text size="xs" c="gray.7" ta="right">
          <Trans>Seen</Trans>
        </Text>
      )}
    </Stack>
  );
}

export function Conversation({
  title,
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
  const { t } = useLingui();
  const heading = title ?? t`Messages`;
  const { messages, send, loadPhoto, canAttach } = conversation;
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
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
    send.mutate(
      { body, files },
      {
        onSuccess: () => {
          setDraft('');
          setFiles([]);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
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
          aria-label={t`Messages`}
          aria-live="polite"
          // Scrollable: reachable by keyboard.
          tabIndex={0}
        >
          {(messages.data ?? []).map((message) => (
            <Bubble key={message.id} message={message} mine={message.author.kind === side} load={loadPhoto} />
          ))}
        </Stack>
        <form onSubmit={submit} aria-label={t`Write a message`}>
          <Stack gap="xs">
            {send.error && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(send.error)}
              </Alert>
            )}
            <Textarea
              label={t`Your message`}
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
            <Group justify="space-between">
              {canAttach ? (
                <FileButton
                  multiple
                  accept={MESSAGE_PHOTO_CONTENT_TYPES.join(',')}
                  onChange={(chosen) => setFiles(chosen.slice(0, MAX_MESSAGE_PHOTOS))}
                >
                  {(props) => (
                    <Button {...props} variant="default">
                      {files.length > 0 ? (
                        <Plural value={files.length} one="# photo to send" other="# photos to send" />
                      ) : (
                        <Trans>Add photos</Trans>
                      )}
                    </Button>
                  )}
                </FileButton>
              ) : (
                <span />
              )}
              <Button type="submit" loading={send.isPending} disabled={!draft.trim()}>
                <Trans>Send</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
