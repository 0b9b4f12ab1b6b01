/**
 * "Change password" of the company portal's and the staff console's account screens: the current password, the
 * new one typed twice, checked with the contract's schema before anything is sent. The server signs out every
 * other session and answers a fresh token for this one, which the realm's session keeps (`onChanged`).
 */
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  Messages,
  PASSWORD_MIN_LENGTH,
  type RealmChangePasswordRequest,
  realmChangePasswordRequest,
} from '@upkeep/contract';
import { useState } from 'react';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errors';
import { schemaErrors } from '../lib/schema-errors';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

export function RealmChangePasswordForm({
  change,
  onChanged,
}: {
  /** The realm's change call, answering the fresh token. */
  change: UseMutationResult<string, Error, RealmChangePasswordRequest>;
  onChanged: (token: string) => void;
}) {
  const [changed, setChanged] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = schemaErrors(
        realmChangePasswordRequest,
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        LABELS,
      );
      if (!values.confirm) errors.confirm = 'Please type the new password again';
      else if (values.confirm !== values.newPassword) errors.confirm = 'The passwords do not match';
      return errors;
    },
  });

  const onSubmit = form.onSubmit((values) => {
    setChanged(false);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (token) => {
          onChanged(token);
          setChanged(true);
          form.reset();
        },
        onError: (error) => {
          for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
            if (issue.field === 'currentPassword' || issue.field === 'newPassword') {
              form.setFieldError(issue.field, `${LABELS[issue.field]} ${issue.message}`);
            }
          }
        },
      },
    );
  });

  const fieldRefused =
    change.error instanceof ApiError &&
    change.error.errors?.some((e) => e.field === 'currentPassword' || e.field === 'newPassword');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md" maw={420}>
        {changed && (
          <Alert color="teal" variant="light" role="status">
            {Messages.passwordUpdated} Your other sessions were signed out.
          </Alert>
        )}
        {change.error && !fieldRefused && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error, Messages.passwordUpdateFailed)}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
