/**
 * The sign-in form of a realm's own accounts (the company portal, the staff console): e-mail and password
 * checked with the contract's login schema, the server's refusal above them, and the realm's session started
 * on success. Each page keeps its frame, its words and where it goes next.
 */
import { Alert, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import {
  type LoginRequest,
  loginRequest,
  type MfaChallenge,
  type MfaRequest,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorRealm,
} from '@upkeep/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { signInErrorMessage } from '../lib/errors';
import { browserHasPasskeys, PasskeyPromptError, passkeyForChallenge, signInWithPasskey } from '../lib/passkeys';
import { type FieldLabels, schemaErrors } from '../lib/schema-errors';
import { isAppPath } from '../session/navigation';

const LABELS: FieldLabels<LoginRequest> = { Email: 'Email', Password: 'Password' };

/** Where to go after signing in: the realm's screen that sent the user here (`returnTo`), else its home. */
export function realmReturnTo(state: unknown, prefix: string, home: string): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return isAppPath(returnTo) && returnTo.startsWith(prefix) && !returnTo.startsWith(`${prefix}sign-in`)
    ? returnTo
    : home;
}

/** Whether this browser can use passkeys: false until mounted, so the prerendered page and its hydration agree. */
function useBrowserHasPasskeys(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  return supported;
}

/** What a failed passkey sign-in says: the browser's prompt in its own words, the server's otherwise. */
const passkeyFailure = (error: unknown) =>
  error instanceof PasskeyPromptError ? error.message : signInErrorMessage(error);

export function RealmSignInForm<Session>({
  formLabel,
  login,
  secondStep,
  onSignedIn,
  footer,
  passkeys,
}: {
  /** The form's accessible name ('Company sign-in'). */
  formLabel: string;
  login: UseMutationResult<Session | MfaChallenge, Error, { Email: string; Password: string }>;
  /** The second step of an account with a second factor (issue 47): the challenge and a code. */
  secondStep: UseMutationResult<Session, Error, MfaRequest>;
  onSignedIn: (session: Session) => void;
  footer?: ReactNode;
  /** The realm whose passkeys sign in here (issue 47): "Sign in with a passkey", and a passkey as the second step. */
  passkeys?: SecondFactorRealm;
}) {
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const canPasskey = useBrowserHasPasskeys() && passkeys !== undefined;
  const passkeySignIn = useMutation({
    mutationFn: () => signInWithPasskey(passkeys ?? 'company') as Promise<Session>,
    onSuccess: (session) => onSignedIn(session),
  });
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { Email: '', Password: '' },
    validate: (values) => schemaErrors(loginRequest, values, LABELS),
  });
  const onSubmit = form.onSubmit((values) => {
    login.mutate(
      { Email: values.Email.trim(), Password: values.Password },
      {
        onSuccess: (answer) => {
          if (isMfaChallenge(answer)) {
            secondStep.reset();
            setChallenge(answer);
          } else onSignedIn(answer);
        },
      },
    );
  });
  if (challenge !== null) {
    return (
      <SecondStepForm
        formLabel={formLabel}
        challenge={challenge}
        secondStep={secondStep}
        onSignedIn={onSignedIn}
        passkeys={canPasskey ? passkeys : undefined}
        onStartOver={() => {
          setChallenge(null);
          form.setFieldValue('Password', '');
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" role="alert">
            {signInErrorMessage(login.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          size="md"
          {...form.getInputProps('Email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          size="md"
          {...form.getInputProps('Password')}
        />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          Sign in
        </Button>
        {canPasskey && (
          <>
            <Divider
              label={
                <Text size="xs" c="dark.5">
                  or
                </Text>
              }
              labelPosition="center"
            />
            {passkeySignIn.error && (
              <Alert color="red" variant="light" role="alert">
                {passkeyFailure(passkeySignIn.error)}
              </Alert>
            )}
            <Button
              variant="default"
              size="md"
              fullWidth
              loading={passkeySignIn.isPending}
              onClick={() => {
                login.reset();
                passkeySignIn.mutate();
              }}
            >
              Sign in with a passkey
            </Button>
          </>
        )}
        {footer}
      </Stack>
    </form>
  );
}

const isMfaChallenge = (answer: unknown): answer is MfaChallenge =>
  typeof answer === 'object' && answer !== null && 'mfaRequired' in answer;

/**
 * The second step: the six digits of the authenticator app, or one of the recovery codes; or one of the user's
 * passkeys when they have one (the challenge names the user's methods).
 */
function SecondStepForm<Session>({
  formLabel,
  challenge,
  secondStep,
  onSignedIn,
  onStartOver,
  passkeys,
}: {
  formLabel: string;
  challenge: MfaChallenge;
  secondStep: UseMutationResult<Session, Error, MfaRequest>;
  onSignedIn: (session: Session) => void;
  onStartOver: () => void;
  passkeys?: SecondFactorRealm;
}) {
  const [code, setCode] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [prompting, setPrompting] = useState(false);
  const over = secondStep.error?.message === SECOND_FACTOR_MESSAGES.challengeOver;
  const withCode = challenge.methods.includes('totp');
  const withPasskey = passkeys !== undefined && challenge.methods.includes('passkey');
  const answerWithPasskey = async () => {
    if (!passkeys) return;
    setPromptError(null);
    secondStep.reset();
    setPrompting(true);
    try {
      const passkey = await passkeyForChallenge(passkeys, challenge.challenge);
      secondStep.mutate({ challenge: challenge.challenge, passkey }, { onSuccess: onSignedIn });
    } catch (error) {
      setPromptError(passkeyFailure(error));
    } finally {
      setPrompting(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={`${formLabel}: ${withCode ? 'authentication code' : 'passkey'}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!withCode || code.trim().length < 6 || secondStep.isPending) return;
        secondStep.mutate({ challenge: challenge.challenge, code: code.trim() }, { onSuccess: onSignedIn });
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {withCode
            ? 'Enter the 6-digit code your authenticator app shows for UpKeep. Lost your phone? Enter one of your recovery codes instead.'
            : withPasskey
              ? 'Confirm it is you with one of your passkeys.'
              : 'Your second factor is a passkey, which this browser cannot use. Sign in from the device that holds it.'}
        </Text>
        {(secondStep.error || promptError) && (
          <Alert color="red" variant="light" role="alert">
            {promptError ?? secondStep.error?.message}
          </Alert>
        )}
        {withCode && (
          <TextInput
            label="Authentication code"
            autoComplete="one-time-code"
            autoFocus
            required
            size="md"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        )}
        {over ? (
          <Button size="md" fullWidth onClick={onStartOver}>
            Sign in again
          </Button>
        ) : (
          <>
            {withCode && (
              <Button
                type="submit"
                size="md"
                loading={secondStep.isPending}
                fullWidth
                disabled={code.trim().length < 6}
              >
                Verify
              </Button>
            )}
            {withPasskey && (
              <Button
                variant={withCode ? 'default' : 'filled'}
                size="md"
                fullWidth
                loading={prompting || (secondStep.isPending && !withCode)}
                onClick={answerWithPasskey}
              >
                Use a passkey
              </Button>
            )}
          </>
        )}
        <Button variant="subtle" size="sm" onClick={onStartOver}>
          Back to the password
        </Button>
      </Stack>
    </form>
  );
}
