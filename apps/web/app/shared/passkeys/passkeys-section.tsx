/**
 * The account screen's passkeys (issue 47): the signed-in user's passkeys (name, when added, when last used), one
 * more added under a name (the browser's own prompt: a fingerprint, a face, the screen lock, a security key), each
 * renamed in place or removed after a confirmation. A passkey signs in without the password and counts as the second
 * factor. Self-contained: it reads the realm's session itself, so a page renders `<PasskeysSection realm="company" />`.
 * In the active language (a crew member's /pro/account is in theirs, issue 49), dates included.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { PASSKEY_NAME_MAX, type PasskeySummary, passkeyName, type SecondFactorRealm } from '@upkeep/contract';
import { useId, useState } from 'react';
import { useFormatDate } from '../../i18n/format-date';
import { PASSKEY_REMOVED, SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { browserHasPasskeys, PasskeyPromptError } from '../../lib/passkeys';
import { useCompanyToken, useStaffToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { passkeyPromptWords } from '../../ui/passkey-prompt-words';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api';

/**
 * A first name for a new passkey from the device it is made on ('Passkey on iPhone'); the person may change it.
 * `named` says it in the screen's language (the device's name, or none).
 */
export function suggestedPasskeyName(
  userAgent: string,
  taken: readonly string[],
  named: (device: string | undefined) => string = (device) => (device ? `Passkey on ${device}` : 'Passkey'),
): string {
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
  const base = named(device);
  if (!taken.includes(base) && device) return base;
  for (let n = taken.length + 1; ; n++) {
    const name = `${base} ${n}`;
    if (!taken.includes(name)) return name;
  }
}

/** The contract's reasons for a passkey's name, each as a whole sentence in the catalogue. */
const NAME_REASONS: readonly {
  english: RegExp;
  words: (values: Partial<Record<string, string>>) => MessageDescriptor;
}[] = [
  { english: /^must not be empty$/, words: () => msg`Name must not be empty` },
  {
    english: /^must be at most (?<max>\d+) characters$/,
    words: ({ max = '' }) => msg`Name must be at most ${max} characters`,
  },
  { english: /^must not contain control characters$/, words: () => msg`Name must not contain control characters` },
];

/** A passkey's name as typed: the contract's rule, its first problem in words (null when fine). */
const nameProblem = (i18n: I18n, name: string): string | null => {
  const parsed = passkeyName.safeParse(name);
  if (parsed.success) return null;
  const reason = parsed.error.issues[0]?.message;
  if (reason === undefined) return i18n._(msg`Name is not valid`);
  for (const known of NAME_REASONS) {
    const match = known.english.exec(reason);
    if (match) return i18n._(known.words(match.groups ?? {}));
  }
  return `${i18n._(msg`Name`)} ${reason}`;
};

/** What a failed add says: the browser's prompt in its own words, the server's otherwise. */
const addFailure = (i18n: I18n, error: unknown) => {
  if (!(error instanceof PasskeyPromptError)) return errorMessage(error, i18n._(SERVER_ERROR));
  return passkeyPromptWords(i18n, error.message);
};

export function PasskeysSection({ realm }: { realm: SecondFactorRealm }) {
  const { i18n, t } = useLingui();
  const failure = (error: unknown) => errorMessage(error, i18n._(SERVER_ERROR));
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
    body = <Loader size="sm" role="progressbar" aria-label={t`Loading your passkeys`} />;
  } else if (passkeys.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{failure(passkeys.error)}</Text>
          <Button variant="default" size="xs" onClick={() => passkeys.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const list = passkeys.data;
    body = (
      <Stack gap="sm">
        {list.length === 0 ? (
          <Text c="dark.5">
            <Trans>You have no passkeys yet.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Your passkeys`}>
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
            <Trans>This browser cannot make passkeys. Use a recent Chrome, Safari, Edge or Firefox to add one.</Trans>
          </Text>
        ) : adding ? (
          <AddPasskeyForm realm={realm} token={token} taken={list.map((p) => p.name)} onDone={() => setAdding(false)} />
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>
              <Trans>Add a passkey</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          <Trans>Passkeys</Trans>
        </Title>
        <Text>
          <Trans>
            A passkey signs you in with your fingerprint, your face or your screen lock instead of your password, and
            counts as your second factor. Add one on each device you use.
          </Trans>
        </Text>
        {body}
      </Stack>
      <ConfirmDialog
        subject={removing}
        title={t`Remove this passkey?`}
        confirmLabel={t`Remove passkey`}
        cancelLabel={t`Keep it`}
        color="red"
        action={remove}
        variables={(passkey) => passkey.id}
        done={() => i18n._(PASSKEY_REMOVED)}
        describe={failure}
        onClose={() => setRemoving(null)}
      >
        {(passkey) => (
          <Text>
            <Trans>“{passkey.name}” will no longer sign you in. You can add it again later from the same device.</Trans>
          </Text>
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
  const { i18n, t } = useLingui();
  const { dateTime } = useFormatDate();
  const rename = useRenamePasskey(realm, token);
  const [editing, setEditing] = useState<string | null>(null);
  const problem = editing === null ? null : nameProblem(i18n, editing);
  if (editing !== null) {
    return (
      <Card component="li" withBorder radius="sm" padding="sm">
        <form
          noValidate
          aria-label={t`Rename passkey ${passkey.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (problem || rename.isPending) return;
            rename.mutate({ id: passkey.id, name: editing.trim() }, { onSuccess: () => setEditing(null) });
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t`Passkey name`}
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
                {errorMessage(rename.error, i18n._(SERVER_ERROR))}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" size="sm" loading={rename.isPending} disabled={Boolean(problem)}>
                <Trans>Save name</Trans>
              </Button>
              <Button variant="default" size="sm" onClick={() => setEditing(null)}>
                <Trans>Cancel</Trans>
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
            <Trans>Added {dateTime(passkey.createdDate)}</Trans>
          </Text>
          <Text size="sm" c="dark.5">
            {passkey.lastUsedDate ? t`Last used ${dateTime(passkey.lastUsedDate)}` : t`Not used yet`}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-label={t`Rename passkey ${passkey.name}`}
            onClick={() => {
              rename.reset();
              setEditing(passkey.name);
            }}
          >
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            aria-label={t`Remove passkey ${passkey.name}`}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
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
  const { i18n, t } = useLingui();
  const add = useAddPasskey(realm, token);
  const [name, setName] = useState(() =>
    suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent, taken, (device) =>
      device ? t`Passkey on ${device}` : t`Passkey`,
    ),
  );
  const problem = nameProblem(i18n, name);
  return (
    <form
      noValidate
      aria-label={t`Add a passkey`}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || add.isPending) return;
        add.mutate(name.trim(), { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t`Passkey name`}
          description={t`So you can tell your passkeys apart, such as the device it is on.`}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoFocus
          error={problem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {add.error && (
          <Alert color="red" variant="light" role="alert">
            {addFailure(i18n, add.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={add.isPending} disabled={Boolean(problem)}>
            <Trans>Create passkey</Trans>
          </Button>
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
