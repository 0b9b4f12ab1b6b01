/**
 * The form of a one-time link that sets a password: an invitation (the company portal's /pro/accept-invite, the
 * staff console's /staff/accept-invite) or a password link (/pro/reset-password, /staff/reset-password). The
 * person chooses a password, typed twice, checked by the contract's request schema before anything is sent. A
 * used, expired or unknown link shows the server's message with a way on (the realm's sign-in, or a new link);
 * a page opened without its token says where to find the link. `copy` gives a password link its own words. Its words
 * are the catalogue's (issue 49): a Spanish crew member's invitation and password link open `/es/pro/...`.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  acceptInviteRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@upkeep/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { schemaErrors } from '../../lib/schema-errors';

interface Values {
  Password: string;
  Confirm: string;
}

/** What the form says; an invitation's words unless told. */
export interface OneTimeLinkCopy {
  formLabel: string;
  submitLabel: string;
  /** Shown when the page was opened without its token. */
  missingLink: ReactNode;
  /** The way on from a refused link, and from a page without its token. */
  refusedAction: { to: string; label: string };
  missingAction: { to: string; label: string };
}

export function AcceptInviteForm<S>({
  token,
  signInPath,
  accept,
  onAccepted,
  copy,
  passwordField = 'Password',
}: {
  /** The link's `token`, trimmed ('' when the page was opened without one). */
  token: string;
  signInPath: string;
  /** The realm's accept call, answering its session. */
  accept: UseMutationResult<S, Error, AcceptInviteRequest>;
  onAccepted: (session: S) => void;
  copy?: OneTimeLinkCopy;
  /** The name the server gives the password in its field errors ('Password'; 'newPassword' for a reset). */
  passwordField?: string;
}) {
  const { t } = useLingui();
  // An invitation's words unless told.
  const words = copy ?? {
    formLabel: t`Accept your invitation`,
    submitLabel: t`Set password and sign in`,
    missingLink: t`This page needs the link from your invitation e-mail. Open the link in the e-mail again, or ask whoever invited you to send a new invitation.`,
    refusedAction: { to: signInPath, label: t`Go to sign-in` },
    missingAction: { to: signInPath, label: t`Already have a password? Sign in` },
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { Password: '', Confirm: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = schemaErrors(
        acceptInviteRequest,
        { Token: token, Password: values.Password },
        { Password: t`Password` },
      );
      // The password's two limits (the contract's `password`), in the page's language.
      if (errors.Password)
        errors.Password =
          values.Password.length < PASSWORD_MIN_LENGTH
            ? t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`
            : t`Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
      if (!values.Confirm) errors.Confirm = t`Please type the password again`;
      else if (values.Confirm !== values.Password) errors.Confirm = t`The passwords do not match`;
      return errors;
    },
  });

  if (!token) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          {words.missingLink}
        </Alert>
        <Anchor component={Link} to={words.missingAction.to}>
          {words.missingAction.label}
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
          const passwordProblem = error instanceof ApiError && error.errors?.find((e) => e.field === passwordField);
          if (passwordProblem) form.setFieldError('Password', t`Password ${passwordProblem.message}`);
        },
      },
    );
  });

  const passwordRefused =
    accept.error instanceof ApiError && accept.error.errors?.some((e) => e.field === passwordField);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={words.formLabel}>
      <Stack gap="md">
        {accept.error && !passwordRefused && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={6}>
              <Text size="sm">{errorMessage(accept.error)}</Text>
              <Anchor component={Link} to={words.refusedAction.to} size="sm">
                {words.refusedAction.label}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <PasswordInput
          label={t`New password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps('Password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps('Confirm')}
        />
        <Button type="submit" size="md" loading={accept.isPending} fullWidth>
          {words.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
