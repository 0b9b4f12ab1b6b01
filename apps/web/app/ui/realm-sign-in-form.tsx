/**
 * The sign-in form of a realm's own accounts (the company portal, the staff console): e-mail and password
 * checked with the contract's login schema, the server's refusal above them, and the realm's session started
 * on success. Each page keeps its frame, its words and where it goes next. Its words are the catalogue's (issue 49):
 * the portal's sign-in has a Spanish twin, /es/pro/sign-in, where a Spanish crew member's links lead.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import {
  type LoginRequest,
  loginRequest,
  type MfaChallenge,
  type MfaRequest,
  PASSWORD_MAX_LENGTH,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorRealm,
} from '@upkeep/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { CHALLENGE_OVER, INVALID_LOGIN, SERVER_ERROR } from '../i18n/spec-messages-account';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errors';
import { browserHasPasskeys, PasskeyPromptError, passkeyForChallenge, signInWithPasskey } from '../lib/passkeys';
import { schemaErrors } from '../lib/schema-errors';
import { isAppPath } from '../session/navigation';
import { passkeyPromptWords } from './passkey-prompt-words';
import { emailProblem } from './realm-field-words';

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

/**
 * Why the sign-in failed: the server's words (in the language the screen asked in), a bare 401 the contract's
 * 'Invalid User or Password', a 5xx 'Server error'.
 */
const signInFailure = (i18n: I18n, error: unknown) =>
  error instanceof ApiError && error.statusCode === 401 && !error.message
    ? i18n._(INVALID_LOGIN)
    : errorMessage(error, i18n._(SERVER_ERROR));

/** What a failed passkey sign-in says: the browser's prompt in the screen's words, the server's otherwise. */
const passkeyFailure = (i18n: I18n, error: unknown) =>
  error instanceof PasskeyPromptError ? passkeyPromptWords(i18n, error.message) : signInFailure(i18n, error);

/** The form's checks (the contract's login schema), said in the screen's language. */
function loginErrors(i18n: I18n, values: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const problems = schemaErrors(loginRequest, values, { Email: '', Password: '' });
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  if (problems.Email) errors.Email = emailProblem(i18n, values.Email);
  if (problems.Password)
    errors.Password = values.Password
      ? i18n._(msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      : i18n._(msg`Password is required`);
  return errors;
}

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
  const { i18n, t } = useLingui();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const canPasskey = useBrowserHasPasskeys() && passkeys !== undefined;
  const passkeySignIn = useMutation({
    mutationFn: () => signInWithPasskey(passkeys ?? 'company') as Promise<Session>,
    onSuccess: (session) => onSignedIn(session),
  });
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { Email: '', Password: '' },
    validate: (values) => loginErrors(i18n, values),
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
            {signInFailure(i18n, login.error)}
          </Alert>
        )}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          size="md"
          {...form.getInputProps('Email')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          size="md"
          {...form.getInputProps('Password')}
        />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t`Sign in`}
        </Button>
        {canPasskey && (
          <>
            <Divider
              label={
                <Text size="xs" c="dark.5">
                  {t`or`}
                </Text>
              }
              labelPosition="center"
            />
            {passkeySignIn.error && (
              <Alert color="red" variant="light" role="alert">
                {passkeyFailure(i18n, passkeySignIn.error)}
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
              {t`Sign in with a passkey`}
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
  const { i18n, t } = useLingui();
  const [code, setCode] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [prompting, setPrompting] = useState(false);
  // The API says it in the screen's language (the contract's English on an English screen).
  const refusal = secondStep.error?.message;
  const over = refusal === SECOND_FACTOR_MESSAGES.challengeOver || refusal === i18n._(CHALLENGE_OVER);
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
      setPromptError(passkeyFailure(i18n, error));
    } finally {
      setPrompting(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={`${formLabel}: ${withCode ? t`authentication code` : t`passkey`}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!withCode || code.trim().length < 6 || secondStep.isPending) return;
        secondStep.mutate({ challenge: challenge.challenge, code: code.trim() }, { onSuccess: onSignedIn });
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {withCode
            ? t`Enter the 6-digit code your authenticator app shows for UpKeep. Lost your phone? Enter one of your recovery codes instead.`
            : withPasskey
              ? t`Confirm it is you with one of your passkeys.`
              : t`Your second factor is a passkey, which this browser cannot use. Sign in from the device that holds it.`}
        </Text>
        {(secondStep.error || promptError) && (
          <Alert color="red" variant="light" role="alert">
            {promptError ?? secondStep.error?.message}
          </Alert>
        )}
        {withCode && (
          <TextInput
            label={t`Authentication code`}
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
            {t`Sign in again`}
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
                {t`Verify`}
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
                {t`Use a passkey`}
              </Button>
            )}
          </>
        )}
        <Button variant="subtle" size="sm" onClick={onStartOver}>
          {t`Back to the password`}
        </Button>
      </Stack>
    </form>
  );
}
