import { Alert, Button, Group, List, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FIELD_LIMITS, Messages, type Offer } from '@upkeep/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/store';
import { useSendServiceLead } from './api/send-service-lead';

/** Spec 000 section 9: the toast closes after 3000 ms. */
export const LEAD_TOAST_MS = 3000;

interface LeadValues {
  message: string;
  name: string;
  email: string;
  phoneNumber: string;
  zipCode: string;
}

const FIELD_LABELS: Record<string, string> = {
  message: 'Message',
  name: 'Name',
  email: 'Email',
  phoneNumber: 'Phone',
  zipCode: 'Zip code',
};

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

function failureOf(error: unknown): { message: string; fields: string[] } {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      message: error.message || 'The message could not be sent.',
      fields: (error.errors ?? []).map((e) => `${FIELD_LABELS[e.field] ?? e.field} ${e.message}`),
    };
  }
  return { message: `${Messages.contactFailed.title}. ${Messages.contactFailed.text}.`, fields: [] };
}

/**
 * A question to one company (spec 000 sections 5, 7, 8): the message first (non-blank to go Next), then
 * name, e-mail, phone and zip code (all non-blank to Send), prefilled from the signed-in customer. Success
 * closes the dialog with the 'Request Submitted!' toast; failure says why and keeps what was typed.
 */
export function LeadFormModal({
  offer,
  zipCode,
  onClose,
}: {
  /** The company written to; null when the dialog is closed. */
  offer: Offer | null;
  zipCode: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={offer ? `Send a message to ${offer.companyName}` : ''}
      centered
      size="lg"
    >
      {offer && <LeadFormSteps offer={offer} zipCode={zipCode} onSent={onClose} />}
    </Modal>
  );
}

function LeadFormSteps({ offer, zipCode, onSent }: { offer: Offer; zipCode: string; onSent: () => void }) {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const [step, setStep] = useState<'message' | 'contact'>('message');
  const [failure, setFailure] = useState<{ message: string; fields: string[] } | null>(null);
  const send = useSendServiceLead();
  const form = useForm<LeadValues>({
    mode: 'controlled',
    initialValues: {
      message: '',
      name: user?.name ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      zipCode: user?.zipCode || zipCode,
    },
    validate: {
      message: required('Message'),
      name: required('Name'),
      email: required('Email'),
      phoneNumber: required('Phone'),
      zipCode: required('Zip code'),
    },
  });

  const next = () => {
    if (!form.validateField('message').hasError) setStep('contact');
  };

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        zipCode: values.zipCode.trim(),
        message: values.message.trim(),
        companyServiceID: offer.companyServiceID,
      });
      notifications.show({
        title: Messages.serviceLeadSent.title,
        message: Messages.serviceLeadSent.text,
        color: 'teal',
        autoClose: LEAD_TOAST_MS,
      });
      onSent();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  if (step === 'message') {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dark.4">
            Step 1 of 2: your question
          </Text>
          <Textarea
            label="Message"
            placeholder="Ask about availability, what is included, or anything else."
            rows={4}
            maxLength={FIELD_LIMITS.message}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button type="submit">Next</Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dark.4">
          Step 2 of 2: how the company can reach you
        </Text>
        <TextInput label="Name" autoComplete="name" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
          onChange={(event) =>
            form.setFieldValue('phoneNumber', event.currentTarget.value.replace(/[^\d\s()+.-]/g, ''))
          }
        />
        <TextInput
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.getInputProps('zipCode')}
          onChange={(event) => form.setFieldValue('zipCode', event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
        />
        {failure && (
          <Alert color="red" title="Your message was not sent">
            <Text size="sm">{failure.message}</Text>
            {failure.fields.length > 0 && (
              <List size="sm" mt={4}>
                {failure.fields.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep('message')}>
            Back
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
