/**
 * The form of an invitation link (the company portal's /pro/accept-invite, the staff console's
 * /staff/accept-invite): the invited person chooses a password, typed twice, checked by the contract's
 * request schema before anything is sent. A used, expired or unknown link shows the server's message with a
 * way to the realm's sign-in; a page opened without its token says where to find the link.
 */
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type AcceptInviteRequest, acceptInviteRequest, Messages, PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { Link } from 'react-router';
import { ApiError } from '../lib/api';
import { schemaErrors } from '../lib/schema-errors';

interface Values {
  Password: string;
  Confirm: string;
}

function problemOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || !error.message) return Messages.serverError;
  return error.message;
}

export function AcceptInviteForm<S>({
  token,
  signInPath,
  accept,
  onAccepted,
}: {
  /** The link's `token`, trimmed ('' when the page was opened without one). */
  token: string;
  signInPath: string;
  /** The realm's accept call, answering its session. */
  accept: UseMutationResult<S, Error, AcceptInviteRequest>;
  onAccepted: (session: S) => void;
}) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { Password: '', Confirm: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = schemaErrors(
        acceptInviteRequest,
        { Token: token, Password: values.Password },
        { Password: 'Password' },
      );
      if (!values.Confirm) errors.Confirm = 'Please type the password again';
      else if (values.Confirm !== values.Password) errors.Confirm = 'The passwords do not match';
      return errors;
    },
  });

  if (!token) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          This page needs the link from your invitation e-mail. Open the link in the e-mail again, or ask whoever
          invited you to send a new invitation.
        </Alert>
        <Anchor component={Link} to={signInPath}>
          Already have a password? Sign in
        </Anchor>
      </Stack>
    );
  }

  const onSubmit = form.onSubmit((values) => {
    accept.mutate(
      { Token: token, Password: values.Password },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          const passwordProblem = error instanceof ApiError && error.errors?.find((e) => e.field === 'Password');
          if (passwordProblem) form.setFieldError('Password', `Password ${passwordProblem.message}`);
        },
      },
    );
  });

  const passwordRefused = accept.error instanceof ApiError && accept.error.errors?.some((e) => e.field === 'Password');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Accept your invitation">
      <Stack gap="md">
        {accept.error && !passwordRefused && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={6}>
              <Text size="sm">{problemOf(accept.error)}</Text>
              <Anchor component={Link} to={signInPath} size="sm">
                Go to sign-in
              </Anchor>
            </Stack>
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps('Password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps('Confirm')}
        />
        <Button type="submit" size="md" loading={accept.isPending} fullWidth>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}
