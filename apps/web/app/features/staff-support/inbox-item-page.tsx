/**
 * /staff/inbox/:kind/:id: one message with every field its form took; its state and assignee; the thread of
 * internal notes and e-mailed replies; and, for an opt-out request, its confirmation (from then on the outbox
 * writes nothing more to that e-mail and phone).
 */
import { Alert, Anchor, Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_MESSAGE_MAX,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxDetail,
  type InboxKind,
  type InboxState,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { formatMoment } from '../../lib/format';
import { useStaffSession, useStaffToken } from '../../session/realm-session';
import { useAssignableStaff } from '../../shared/staff/staff-members';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useAddInboxNote } from './api/add-inbox-note';
import { useConfirmOptOut } from './api/confirm-opt-out';
import { useInboxItem } from './api/get-inbox-item';
import { useReplyInboxItem } from './api/reply-inbox-item';
import { useUpdateInboxItem } from './api/update-inbox-item';
import { positiveInt } from './format';
import { KindBadge, StateBadge, SupportPage } from './support-ui';
import { TicketLinkedText } from './ticket-refs';

export function inboxKindOf(value: string | undefined): InboxKind | undefined {
  return INBOX_KINDS.find((k) => k === value);
}

export function InboxItemPage({ kind: rawKind, id: rawId }: { kind?: string; id?: string }) {
  const kind = inboxKindOf(rawKind);
  const id = positiveInt(rawId);
  if (!kind || !id) {
    return <ErrorState title="No such message" message="This address names no inbox message. Go back to the inbox." />;
  }
  return <InboxItem key={`${kind}-${id}`} kind={kind} id={id} />;
}

function InboxItem({ kind, id }: { kind: InboxKind; id: number }) {
  const token = useStaffToken() ?? '';
  const item = useInboxItem(token, kind, id);
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    return (
      <ErrorState
        title="Could not load this message"
        message={errorMessage(item.error)}
        onRetry={() => void item.refetch()}
      />
    );
  }
  const message = item.data;
  return (
    <SupportPage
      title={`${INBOX_KIND_LABELS[kind]} from ${message.name || message.email}`}
      description={
        <>
          <Anchor component={Link} to="/staff/inbox" underline="always">
            ← Inbox
          </Anchor>{' '}
          · Received {formatMoment(message.createdAt)}
        </>
      }
      actions={
        <Group gap="xs">
          <KindBadge kind={kind} />
          <StateBadge state={message.state} />
        </Group>
      }
    >
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="md" style={{ flex: '2 1 420px', minWidth: 0 }}>
          <MessageCard message={message} />
          <Thread message={message} />
          <ReplyForm token={token} kind={kind} id={id} email={message.email} />
          <NoteForm token={token} kind={kind} id={id} />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Handling token={token} message={message} />
          {kind === 'optout' && <OptOutCard token={token} message={message} />}
        </Stack>
      </Group>
    </SupportPage>
  );
}

/** Fields the card already shows (name, e-mail, phone, the message), whatever the form called them. */
const SHOWN_ABOVE = new Set(['name', 'email', 'phone', 'phonenumber', 'message']);

function MessageCard({ message }: { message: InboxDetail }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Message">
      <Stack gap="xs">
        {message.subject && (
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <TicketLinkedText text={message.subject} />
          </Title>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <TicketLinkedText text={message.message} />
        </Text>
        <Stack component="dl" gap={4} m={0} mt="xs">
          <Field label="Name" value={message.name} />
          <Field
            label="Email"
            value={
              <Anchor underline="always" href={`mailto:${message.email}`}>
                {message.email}
              </Anchor>
            }
          />
          {message.phone && (
            <Field
              label="Phone"
              value={
                <Anchor underline="always" href={`tel:${message.phone}`}>
                  {message.phone}
                </Anchor>
              }
            />
          )}
          {message.fields
            .filter((f) => !SHOWN_ABOVE.has(f.label.toLowerCase().replace(/[^a-z]/g, '')))
            .map((f) => (
              <Field key={f.label} label={f.label} value={f.value} />
            ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="gray.7" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value || '—'}
      </Text>
    </Group>
  );
}

function Thread({ message }: { message: InboxDetail }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Thread">
      <Title order={2} size="h4" mb="xs">
        Notes and replies
      </Title>
      {message.entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nothing yet: no note, no reply.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {message.entries.map((entry) => (
            <Card
              component="li"
              key={entry.id}
              padding="sm"
              radius="sm"
              bg={entry.type === 'note' ? 'yellow.0' : 'blue.0'}
              aria-label={`${entry.type === 'note' ? 'Internal note' : 'Reply'} by ${entry.staffName}`}
            >
              <Text size="xs" c="gray.7" mb={4}>
                {entry.type === 'note' ? 'Internal note' : `Reply e-mailed to ${message.email}`} · {entry.staffName} ·{' '}
                {formatMoment(entry.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <TicketLinkedText text={entry.body} />
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A textarea and its button; the text stays when sending fails, and clears once sent. */
function EntryForm({
  label,
  formLabel,
  description,
  button,
  pending,
  error,
  onSend,
}: {
  label: string;
  formLabel: string;
  description: string;
  button: string;
  pending: boolean;
  error: unknown;
  onSend: (text: string, sent: () => void) => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(`${label} is required`);
      return;
    }
    setProblem(null);
    onSend(text.trim(), () => setText(''));
  };
  return (
    <Card withBorder radius="md" padding="md" component="form" aria-label={formLabel} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          description={description}
          required
          rows={4}
          maxLength={INBOX_MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Ctrl/⌘+Enter sends, as in a mail client.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          error={problem}
        />
        {Boolean(error) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {button}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ReplyForm({ token, kind, id, email }: { token: string; kind: InboxKind; id: number; email: string }) {
  const reply = useReplyInboxItem(token, kind, id);
  return (
    <EntryForm
      label="Reply"
      formLabel="Reply by e-mail"
      description={`E-mailed to ${email}; kept in the thread.`}
      button="Send reply"
      pending={reply.isPending}
      error={reply.error}
      onSend={(text, sent) =>
        reply.mutate(text, {
          onSuccess: () => {
            sent();
            notifications.show({ color: 'teal', message: `Reply sent to ${email}.` });
          },
        })
      }
    />
  );
}

function NoteForm({ token, kind, id }: { token: string; kind: InboxKind; id: number }) {
  const note = useAddInboxNote(token, kind, id);
  return (
    <EntryForm
      label="Note"
      formLabel="Internal note"
      description="Only staff see notes; they are never sent."
      button="Add note"
      pending={note.isPending}
      error={note.error}
      onSend={(text, sent) => note.mutate(text, { onSuccess: sent })}
    />
  );
}

function Handling({ token, message }: { token: string; message: InboxDetail }) {
  const me = useStaffSession((s) => s.user);
  const members = useAssignableStaff(token);
  const update = useUpdateInboxItem(token, message.kind, message.id);
  const setState = (state: InboxState) => update.mutate({ state });
  const assign = (assignedTo: number | null) => update.mutate({ assignedTo });

  const options = new Map<number, string>();
  if (message.assignedTo) options.set(message.assignedTo.id, message.assignedTo.name);
  if (me) options.set(me.id, `${me.name} (me)`);
  for (const member of members.data ?? []) {
    options.set(member.id, member.id === me?.id ? `${member.name} (me)` : member.name);
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Handling">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Handling
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inbox-state-label">
            State
          </Text>
          <Group gap="xs" role="group" aria-labelledby="inbox-state-label">
            {INBOX_STATES.map((state) => (
              <Button
                key={state}
                size="xs"
                variant={message.state === state ? 'filled' : 'default'}
                aria-pressed={message.state === state}
                disabled={update.isPending}
                onClick={() => message.state !== state && setState(state)}
              >
                {INBOX_STATE_LABELS[state]}
              </Button>
            ))}
          </Group>
        </Stack>
        <NativeSelect
          label="Assigned to"
          value={message.assignedTo ? String(message.assignedTo.id) : ''}
          disabled={update.isPending}
          onChange={(e) => assign(positiveInt(e.currentTarget.value) ?? null)}
          data={[
            { value: '', label: 'Nobody' },
            ...[...options].map(([value, label]) => ({ value: String(value), label })),
          ]}
        />
        {me && message.assignedTo?.id !== me.id && (
          <Button variant="light" size="xs" disabled={update.isPending} onClick={() => assign(me.id)}>
            Assign to me
          </Button>
        )}
        {members.isError && (
          <Text size="xs" c="red.8">
            Could not load the staff list: {errorMessage(members.error)}
          </Text>
        )}
        {update.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function OptOutCard({ token, message }: { token: string; message: InboxDetail }) {
  const confirm = useConfirmOptOut(token, message.id);
  const [open, setOpen] = useState(false);
  const recipients = [message.email, message.phone].filter(Boolean).join(' and ');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Opt-out">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Opt-out
        </Title>
        {message.confirmedAt ? (
          <Text size="sm" role="status">
            Confirmed {formatMoment(message.confirmedAt)}: UpKeep no longer writes to {recipients}.
          </Text>
        ) : (
          <>
            <Text size="sm">Not confirmed yet: messages to {recipients} still go out.</Text>
            <Button color="red" onClick={() => setOpen(true)}>
              Confirm opt-out
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        subject={open ? message : null}
        title="Confirm this opt-out?"
        confirmLabel="Confirm opt-out"
        cancelLabel="Cancel"
        color="red"
        action={confirm}
        variables={() => undefined}
        done={(result) =>
          `Opt-out confirmed: nothing more is sent to ${result.suppressed.map((s) => s.recipient).join(' and ') || recipients}.`
        }
        onClose={() => setOpen(false)}
      >
        {() => (
          <Text>
            From now on UpKeep stops writing to {message.email}
            {message.phone ? ` and ${message.phone}` : ''}: every e-mail and text message the product would send to them
            is held back. The request is kept as proof.
          </Text>
        )}
      </ConfirmDialog>
    </Card>
  );
}
