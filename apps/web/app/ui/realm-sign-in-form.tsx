/**
 * The sign-in form of a realm's own accounts (the company portal, the staff console): e-mail and password
 * checked with the contract's login schema, the server's refusal above them, and the realm's session started
 * on success. Each page keeps its frame, its words and where it goes next.
 */
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type LoginRequest,
  loginRequest,
  type MfaChallenge,
  type MfaRequest,
  SECOND_FACTOR_MESSAGES,
} from '@upkeep/contract';
import { type ReactNode, useState } from 'react';
import { signInErrorMessage } from '../lib/errors';
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

export function RealmSignInForm<Session>({
  formLabel,
  login,
  secondStep,
  onSignedIn,
  footer,
}: {
  /** The form's accessible name ('Company sign-in'). */
  formLabel: string;
  login: UseMutationResult<Session | MfaChallenge, Error, { Email: string; Password: string }>;
  /** The second step of an account with a second factor (issue 47): the challenge and a code. */
  secondStep: UseMutationResult<Session, Error, MfaRequest>;
  onSignedIn: (session: Session) => void;
  footer?: ReactNode;
}) {
  const [challenge, setChallenge] = useState<string | null>(null);
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
            setChallenge(answer.challenge);
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
        {footer}
      </Stack>
    </form>
  );
}

const isMfaChallenge = (answer: unknown): answer is MfaChallenge =>
  typeof answer === 'object' && answer !== null && 'mfaRequired' in answer;

/** The second step: the six digits of the authenticator app, or one of the recovery codes. */
function SecondStepForm<Session>({
  formLabel,
  challenge,
  secondStep,
  onSignedIn,
  onStartOver,
}: {
  formLabel: string;
  challenge: string;
  secondStep: UseMutationResult<Session, Error, MfaRequest>;
  onSignedIn: (session: Session) => void;
  onStartOver: () => void;
}) {
  const [code, setCode] = useState('');
  const over = secondStep.error?.message === SECOND_FACTOR_MESSAGES.challengeOver;
  return (
    <form
      noValidate
      aria-label={`${formLabel}: authentication code`}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim().length < 6 || secondStep.isPending) return;
        secondStep.mutate({ challenge, code: code.trim() }, { onSuccess: onSignedIn });
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Enter the 6-digit code your authenticator app shows for UpKeep. Lost your phone? Enter one of your recovery
          codes instead.
        </Text>
        {secondStep.error && (
          <Alert color="red" variant="light" role="alert">
            {secondStep.error.message}
          </Alert>
        )}
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
        {over ? (
          <Button size="md" fullWidth onClick={onStartOver}>
            Sign in again
          </Button>
        ) : (
          <Button type="submit" size="md" loading={secondStep.isPending} fullWidth disabled={code.trim().length < 6}>
            Verify
          </Button>
        )}
        <Button variant="subtle" size="sm" onClick={onStartOver}>
          Back to the password
        </Button>
      </Stack>
    </form>
  );
}
