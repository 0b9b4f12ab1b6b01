/**
 * The account screen's authenticator (issue 47): set one up with its QR code (and the secret written out, for a
 * phone that cannot scan its own screen), confirm it with a first code, keep the ten recovery codes shown this once,
 * or turn it off with a code. Says so when the user's company or the console requires a second factor. In the active
 * language (a crew member's /pro/account is in theirs, issue 49).
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { hasSecondFactor, type SecondFactorRealm } from '@upkeep/contract';
import { useEffect, useId, useState } from 'react';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useSecondFactorState, useTotpConfirm, useTotpDisable, useTotpEnrol } from './api';

/** The secret in groups of four, as people copy it by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The otpauth URI as a QR code's image (its code is loaded only here). */
function useQrCode(uri: string | null) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    if (!uri) return;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return image;
}

export function AuthenticatorSection({
  realm,
  token,
  requiredMessage,
}: {
  realm: SecondFactorRealm;
  token: string;
  /** What a user who must have a factor and has none is told. */
  requiredMessage: string;
}) {
  const { i18n, t } = useLingui();
  const failure = (error: unknown) => errorMessage(error, i18n._(SERVER_ERROR));
  const state = useSecondFactorState(realm, token);
  const enrol = useTotpEnrol(realm, token);
  // Held here, not in the enrolment form: the state asked again once it is confirmed replaces the form at once,
  // and the recovery codes must still be shown (this once).
  const confirm = useTotpConfirm(realm, token);
  const headingId = useId();

  let body: React.ReactNode;
  if (confirm.data) {
    body = (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        onDone={() => {
          confirm.reset();
          enrol.reset();
        }}
      />
    );
  } else if (state.isPending) {
    body = <Loader size="sm" role="progressbar" aria-label={t`Loading your second factor`} />;
  } else if (state.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{failure(state.error)}</Text>
          <Button variant="default" size="xs" onClick={() => state.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else if (state.data.enabled) {
    body = <AuthenticatorOn realm={realm} token={token} codesLeft={state.data.recoveryCodesLeft} />;
  } else if (enrol.data) {
    body = (
      <Enrolment
        confirm={confirm}
        secret={enrol.data.secret}
        uri={enrol.data.otpauthUri}
        onCancel={() => {
          confirm.reset();
          enrol.reset();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        {state.data.required && !hasSecondFactor(state.data) && (
          <Alert color="yellow" variant="light" role="status" w="100%">
            {requiredMessage}
          </Alert>
        )}
        <Text>
          <Trans>
            With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), signing in takes your
            password and a 6-digit code from your phone, so a stolen password alone opens nothing.
          </Trans>
        </Text>
        {enrol.error && (
          <Alert color="red" variant="light" role="alert">
            {failure(enrol.error)}
          </Alert>
        )}
        <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
          <Trans>Set up an authenticator app</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          <Trans>Authenticator app</Trans>
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

function Enrolment({
  confirm,
  secret,
  uri,
  onCancel,
}: {
  confirm: ReturnType<typeof useTotpConfirm>;
  secret: string;
  uri: string;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const qr = useQrCode(uri);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setProblem(i18n._(msg`Enter the 6 digits your app shows`));
      return;
    }
    setProblem(null);
    confirm.mutate(digits);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Set up an authenticator app`}>
      <Stack gap="sm">
        <Text>
          <Trans>1. Scan this code with your authenticator app, or type the key below into it.</Trans>
        </Text>
        <Group align="flex-start" gap="lg">
          {qr ? (
            <Image src={qr} alt={t`QR code for your authenticator app`} w={180} h={180} />
          ) : (
            <Loader size="sm" role="progressbar" aria-label={t`Drawing the QR code`} />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c="dark.5">
              <Trans>Key</Trans>
            </Text>
            <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
              {groupedSecret(secret)}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? t`Copied` : t`Copy key`}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <Text>
          <Trans>2. Enter the 6-digit code the app shows.</Trans>
        </Text>
        <TextInput
          label={t`6-digit code`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          maw={220}
          error={problem ?? (confirm.error ? errorMessage(confirm.error, i18n._(SERVER_ERROR)) : undefined)}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            <Trans>Turn on</Trans>
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown once: copied, downloaded or written down before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t`UpKeep recovery codes`}\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'upkeep-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status">
        <Trans>
          Your authenticator app is on. Keep these recovery codes somewhere safe: each signs you in once if you lose
          your phone, and they are shown only now.
        </Trans>
      </Alert>
      <SimpleGrid cols={{ base: 2, xs: 2 }} spacing="xs" component="ul" aria-label={t`Recovery codes`} p={0} m={0}>
        {codes.map((code) => (
          <Code component="li" key={code} fz="md" style={{ listStyle: 'none' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t`Copied` : t`Copy codes`}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved my codes</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function AuthenticatorOn({ realm, token, codesLeft }: { realm: SecondFactorRealm; token: string; codesLeft: number }) {
  const { i18n, t } = useLingui();
  const disable = useTotpDisable(realm, token);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) return;
    disable.mutate(code.trim(), { onSuccess: () => setTurningOff(false) });
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        <Trans>
          <Text span fw={600}>
            On.
          </Text>{' '}
          Signing in asks for a code from your app.
        </Trans>{' '}
        <Plural value={codesLeft} one="# recovery code left." other="# recovery codes left." />
      </Text>
      {codesLeft <= 3 && (
        <Alert color="yellow" variant="light" role="status">
          <Trans>Few recovery codes are left: turn the app off and on again for ten new ones.</Trans>
        </Alert>
      )}
      {turningOff ? (
        <form onSubmit={submit} noValidate aria-label={t`Turn off the authenticator app`}>
          <Stack gap="sm">
            <TextInput
              label={t`A code from your app, or a recovery code`}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="one-time-code"
              maw={280}
              error={disable.error ? errorMessage(disable.error, i18n._(SERVER_ERROR)) : undefined}
            />
            <Group gap="sm">
              <Button type="submit" color="red" loading={disable.isPending}>
                <Trans>Turn off</Trans>
              </Button>
              <Button variant="default" onClick={() => setTurningOff(false)}>
                <Trans>Keep it on</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="default" onClick={() => setTurningOff(true)}>
          <Trans>Turn off…</Trans>
        </Button>
      )}
    </Stack>
  );
}
