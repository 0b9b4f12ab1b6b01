import { Anchor, Text, Textarea, TextInput } from '@mantine/core';
import { type ContactRequest, Messages } from '@upkeep/contract';
import type { FieldLabels } from '../../lib/schema-errors';
import { useSession } from '../../session/store';
import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_LABEL } from '../../ui/app-footer';
import { EmailField, InboxAside, InboxPage, PhoneField, postInbox, useInboxForm } from './inbox-form';

export const CONTACT_TITLE = 'Contact us';
export const CONTACT_DESCRIPTION =
  'Questions about a booking, a company or UpKeep itself? Send us a message and we answer within one business day.';

type ContactValues = Required<ContactRequest>;

const LABELS: FieldLabels<ContactValues> = { Name: 'Name', Email: 'Email', Phone: 'Phone', Message: 'Message' };
const MESSAGE_MAX = 2000;

/** POST /customer/contact (spec 000 sections 3 and 5): every field required; success thanks and goes home. */
export function ContactPage() {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const { form, submit } = useInboxForm<ContactValues>({
    initialValues: { Name: user?.name ?? '', Email: user?.email ?? '', Phone: user?.phoneNumber ?? '', Message: '' },
    labels: LABELS,
    schema: 'contact',
    send: (values) => postInbox('contact', values),
  });

  return (
    <InboxPage
      title={CONTACT_TITLE}
      subtitle={CONTACT_DESCRIPTION}
      formLabel="Contact us"
      submit={submit}
      submitLabel="Send"
      sentNotice={Messages.contactSent}
      aside={
        <InboxAside title="Other ways to reach us">
          <Text c="dark.5">
            E-mail{' '}
            <Anchor href={`mailto:${CONTACT_EMAIL}`} underline="always">
              {CONTACT_EMAIL}
            </Anchor>{' '}
            or call{' '}
            <Anchor href={`tel:${CONTACT_PHONE}`} underline="always">
              {CONTACT_PHONE_LABEL}
            </Anchor>
            , Monday to Saturday, 7 am to 7 pm.
          </Text>
          <Text c="dark.5">
            About a booking? Include your ticket number: it is in your confirmation e-mail and in My tickets.
          </Text>
        </InboxAside>
      }
    >
      <TextInput label="Name" autoComplete="name" required maxLength={100} {...form.getInputProps('Name')} />
      <EmailField form={form} field="Email" />
      <PhoneField form={form} field="Phone" />
      <Textarea
        label="Message"
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        description={`Up to ${MESSAGE_MAX} characters.`}
        {...form.getInputProps('Message')}
      />
    </InboxPage>
  );
}
