/**
 * The account screen's passkeys (issue 47): the signed-in user's passkeys (name, when added, when last used), one
 * more added under a name (the browser's own prompt: a fingerprint, a face, the screen lock, a security key), each
 * renamed in place or removed after a confirmation. A passkey signs in without the password and counts as the second
 * factor. Self-contained: it reads the realm's session itself, so a page renders `<PasskeysSection realm="company" />`.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  type PasskeySummary,
  passkeyName,
  type SecondFactorRealm,
} from '@upkeep/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatMoment } from '../../lib/format';
import { browserHasPasskeys, PasskeyPromptError } from '../../lib/passkeys';
import { useCompanyToken, useStaffToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api';

/** A first name for a new passkey from the device it is made on ('Passkey on iPhone'); the person may change it. */
export function suggestedPasskeyName(userAgent: string, taken: readonly string[]): string {
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  const device = devices.find(([pattern]) => pattern.test(userAgent))?.[1];
  const base = device ? `Passkey on ${device}` : 'Passkey';
  if (!taken.includes(base) && device) return base;
  for (let n = taken.length + 1; ; n++) {
    const name = `${base} ${n}`;
    if (!taken.includes(name)) return name;
  }
}

/** A passkey's name as typed: the contract's rule, its first problem in words (null when fine). */
const nameProblem = (name: string): string | null => {
  const parsed = passkeyName.safeParse(name);
  return parsed.success ? null : `Name ${parsed.error.issues[0]?.message ?? 'is not valid'}`;
};

/** What a failed add says: the browser's prompt in its own words, the server's otherwise. */
const addFailure = (error: unknown) => (error instanceof PasskeyPromptError ? error.message : errorMessage(error));

export function PasskeysSection({ realm }: { realm: SecondFactorRealm }) {
  const companyToken = useCompanyToken();
  const staffToken = useStaffToken();
  const token = (realm === 'company' ? companyToken : staffToken) ?? '';
  const passkeys = usePasskeys(realm, token);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const remove = useRemovePasskey(realm, token);
  const headingId = useId();
  const supported = browserHasPasskeys();

  let body: React.ReactNode;
  if (passkeys.isPending) {
    body = <Loader size="sm" role="progressbar" aria-label="Loading your passkeys" />;
  } else if (passkeys.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{errorMessage(passkeys.error)}</Text>
          <Button variant="default" size="xs" onClick={() => passkeys.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const list = passkeys.data;
    body = (
      <Stack gap="sm">
        {list.length === 0 ? (
          <Text c="dark.5">You have no passkeys yet.</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your passkeys">
            {list.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                realm={realm}
                token={token}
                passkey={passkey}
                onRemove={() => setRemoving(passkey)}
              />
            ))}
          </Stack>
        )}
        {!supported ? (
          <Text size="sm" c="dark.5">
            This browser cannot make passkeys. Use a recent Chrome, Safari, Edge or Firefox to add one.
          </Text>
        ) : adding ? (
          <AddPasskeyForm realm={realm} token={token} taken={list.map((p) => p.name)} onDone={() => setAdding(false)} />
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>Add a passkey</Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          Passkeys
        </Title>
        <Text>
          A passkey signs you in with your fingerprint, your face or your screen lock instead of your password, and
          counts as your second factor. Add one on each device you use.
        </Text>
        {body}
      </Stack>
      <ConfirmDialog
        subject={removing}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        cancelLabel="Keep it"
        color="red"
        action={remove}
        variables={(passkey) => passkey.id}
        done={() => PASSKEY_MESSAGES.removed}
        onClose={() => setRemoving(null)}
      >
        {(passkey) => (
          <Text>“{passkey.name}” will no longer sign you in. You can add it again later from the same device.</Text>
        )}
      </ConfirmDialog>
    </Card>
  );
}

function PasskeyItem({
  realm,
  token,
  passkey,
  onRemove,
}: {
  realm: SecondFactorRealm;
  token: string;
  passkey: PasskeySummary;
  onRemove: () => void;
}) {
  const rename = useRenamePasskey(realm, token);
  const [editing, setEditing] = useState<string | null>(null);
  const problem = editing === null ? null : nameProblem(editing);
  if (editing !== null) {
    return (
      <Card component="li" withBorder radius="sm" padding="sm">
        <form
          noValidate
          aria-label={`Rename passkey ${passkey.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (problem || rename.isPending) return;
            rename.mutate({ id: passkey.id, name: editing.trim() }, { onSuccess: () => setEditing(null) });
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="Passkey name"
              value={editing}
              maxLength={PASSKEY_NAME_MAX}
              autoFocus
              error={problem}
              onChange={(event) => setEditing(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(null);
              }}
            />
            {rename.error && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(rename.error)}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" size="sm" loading={rename.isPending} disabled={Boolean(problem)}>
                Save name
              </Button>
              <Button variant="default" size="sm" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    );
  }
  return (
    <Card component="li" withBorder radius="sm" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {passkey.name}
          </Text>
          <Text size="sm" c="dark.5">
            Added {formatMoment(passkey.createdDate)}
          </Text>
          <Text size="sm" c="dark.5">
            {passkey.lastUsedDate ? `Last used ${formatMoment(passkey.lastUsedDate)}` : 'Not used yet'}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-label={`Rename passkey ${passkey.name}`}
            onClick={() => {
              rename.reset();
              setEditing(passkey.name);
            }}
          >
            Rename
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            aria-label={`Remove passkey ${passkey.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function AddPasskeyForm({
  realm,
  token,
  taken,
  onDone,
}: {
  realm: SecondFactorRealm;
  token: string;
  taken: string[];
  onDone: () => void;
}) {
  const add = useAddPasskey(realm, token);
  const [name, setName] = useState(() =>
    suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent, taken),
  );
  const problem = nameProblem(name);
  return (
    <form
      noValidate
      aria-label="Add a passkey"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || add.isPending) return;
        add.mutate(name.trim(), { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Passkey name"
          description="So you can tell your passkeys apart, such as the device it is on."
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoFocus
          error={problem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {add.error && (
          <Alert color="red" variant="light" role="alert">
            {addFailure(add.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={add.isPending} disabled={Boolean(problem)}>
            Create passkey
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
