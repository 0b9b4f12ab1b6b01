import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CustomerUser } from '@upkeep/contract';
import { Messages } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CONFIRMATION_REDIRECT_MS } from '../../session/navigation';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { AddressAutocomplete } from '../../ui/address-autocomplete';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { AccountCard, phoneInput } from './account-card';
import { useProfile, useUpdateProfile } from './api/profile';
import { fieldErrorsOf, profileErrorMessage } from './errors';
import { SavedCardsSection } from './saved-cards-section';

export const PROFILE_TITLE = 'Profile';
export const PROFILE_DESCRIPTION = 'Your personal information.';

/** The profile's phone: digits, 10 to 15 of them (the contract's profileUpdateRequest). */
export const PROFILE_PHONE_MIN = 10;
export const PROFILE_PHONE_MAX = 15;

export interface ProfileValues {
  phoneNumber: string;
  address: string;
}

/** Spec 000 section 5: saving needs the (read-only) name and e-mail. */
export function canSaveProfile(user: Pick<CustomerUser, 'name' | 'email'>): boolean {
  return user.name.trim() !== '' && user.email.trim() !== '';
}

/** Signed-in customers only: guests and anonymous visitors go to /sign-in (spec 000 section 6). */
export function ProfilePage() {
  return (
    <RequireLogin redirectTo="/sign-in">
      <Profile />
    </RequireLogin>
  );
}

function Profile() {
  const token = useSession((s) => s.token);
  const profile = useProfile(token);
  return (
    <AccountCard
      title={PROFILE_TITLE}
      description={PROFILE_DESCRIPTION}
      size={560}
      // The saved cards (issue 31) follow the personal information, once it has loaded.
      after={profile.data && token ? <SavedCardsSection /> : null}
    >
      {profile.isPending && <PageLoader />}
      {profile.isError && (
        <ErrorState
          title="Could not load your profile"
          message="Check your connection and try again."
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && token && <ProfileForm user={profile.data} token={token} />}
    </AccountCard>
  );
}

const SERVER_FIELDS = {
  phoneNumber: { field: 'phoneNumber', label: 'Phone' },
  address: { field: 'address', label: 'Address' },
} as const;

function ProfileForm({ user, token }: { user: CustomerUser; token: string }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [updated, setUpdated] = useState(false);
  // The zip code of the suggestion the customer chose; sent with the address so the server can check them.
  const [chosenZip, setChosenZip] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { phoneNumber: user.phoneNumber, address: user.address ?? '' },
    validate: {
      phoneNumber: (value) => {
        if (!value) return 'Phone is required';
        return value.length >= PROFILE_PHONE_MIN ? null : `Phone must have at least ${PROFILE_PHONE_MIN} digits`;
      },
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const address = values.address.trim();
    updateProfile.mutate(
      { token, phoneNumber: values.phoneNumber, address, zipCode: address && chosenZip ? chosenZip : undefined },
      {
        onSuccess: (saved) => {
          useSession
            .getState()
            .userUpdated({ phoneNumber: saved.phoneNumber, address: saved.address, zipCode: saved.zipCode });
          setUpdated(true);
          timer.current = setTimeout(() => void navigate('/home'), CONFIRMATION_REDIRECT_MS);
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, SERVER_FIELDS)),
      },
    );
  });

  const busy = updateProfile.isPending || updated;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal information">
      <Stack gap="md">
        {updated && (
          <Alert color="teal" variant="light" role="status">
            {Messages.profileUpdated}
          </Alert>
        )}
        {updateProfile.isError && (
          <Alert color="red" variant="light">
            {profileErrorMessage(updateProfile.error)}
          </Alert>
        )}
        <TextInput label="Name" value={user.name} readOnly variant="filled" />
        <TextInput label="Email" type="email" value={user.email} readOnly variant="filled" />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          disabled={updated}
          {...form.getInputProps('phoneNumber')}
          onChange={(event) =>
            form.setFieldValue('phoneNumber', phoneInput(event.currentTarget.value, PROFILE_PHONE_MAX))
          }
        />
        <AddressAutocomplete
          label="Address"
          placeholder="Start typing your street address"
          disabled={updated}
          {...form.getInputProps('address')}
          value={form.getValues().address}
          onChange={(value) => {
            form.setFieldValue('address', value);
            if (!value.trim()) setChosenZip(null);
          }}
          onSuggestionChosen={(suggestion) => setChosenZip(suggestion.zipCode)}
        />
        <Group justify="space-between">
          <Button component={Link} to="/reset-password" variant="default">
            Change password
          </Button>
          <Button type="submit" loading={updateProfile.isPending} disabled={busy || !canSaveProfile(user)}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
