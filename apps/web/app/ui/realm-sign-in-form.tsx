/**
 * The sign-in form of a realm's own accounts (the company portal, the staff console): e-mail and password
 * checked with the contract's login schema, the server's refusal above them, and the realm's session started
 * on success. Each page keeps its frame, its words and where it goes next.
 */
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type LoginRequest, loginRequest } from '@upkeep/contract';
import type { ReactNode } from 'react';
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
  onSignedIn,
  footer,
}: {
  /** The form's accessible name ('Company sign-in'). */
  formLabel: string;
  login: UseMutationResult<Session, Error, { Email: string; Password: string }>;
  onSignedIn: (session: Session) => void;
  footer?: ReactNode;
}) {
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { Email: '', Password: '' },
    validate: (values) => schemaErrors(loginRequest, values, LABELS),
  });
  const onSubmit = form.onSubmit((values) => {
    login.mutate({ Email: values.Email.trim(), Password: values.Password }, { onSuccess: onSignedIn });
  });
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
