import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text, Textarea, TextInput } from '@mantine/core';
import type { ContactRequest } from '@upkeep/contract';
import { CONTACT_SENT } from '../../i18n/spec-messages-inbox';
import type { FieldLabels } from '../../lib/schema-errors';
import { useSession } from '../../session/store';
import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_LABEL } from '../../ui/app-footer';
import { EmailField, InboxAside, InboxPage, PhoneField, postInbox, useInboxForm } from './inbox-form';

export const CONTACT_TITLE = msg`Contact us`;
export const CONTACT_DESCRIPTION = msg`Questions about a booking, a company or UpKeep itself? Send us a message and we answer within one business day.`;

type ContactValues = Required<ContactRequest>;

const MESSAGE_MAX = 2000;

/** POST /customer/contact (spec 000 sections 3 and 5): every field required; success thanks and goes home. */
export function ContactPage() {
  const { t, i18n } = useLingui();
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const labels: FieldLabels<ContactValues> = { Name: t`Name`, Email: t`Email`, Phone: t`Phone`, Message: t`Message` };
  const { form, submit } = useInboxForm<ContactValues>({
    initialValues: { Name: user?.name ?? '', Email: user?.email ?? '', Phone: user?.phoneNumber ?? '', Message: '' },
    labels,
    schema: 'contact',
    send: (values) => postInbox('contact', values),
  });

  return (
    <InboxPage
      title={i18n._(CONTACT_TITLE)}
      subtitle={i18n._(CONTACT_DESCRIPTION)}
      formLabel={t`Contact us`}
      submit={submit}
      submitLabel={t`Send`}
      sentNotice={{ title: i18n._(CONTACT_SENT.title), text: i18n._(CONTACT_SENT.text) }}
      aside={
        <InboxAside title={t`Other ways to reach us`}>
          <Text c="dark.5">
            <Trans>
              E-mail{' '}
              <Anchor href={`mailto:${CONTACT_EMAIL}`} underline="always">
                {CONTACT_EMAIL}
              </Anchor>{' '}
              or call{' '}
              <Anchor href={`tel:${CONTACT_PHONE}`} underline="always">
                {CONTACT_PHONE_LABEL}
              </Anchor>
              , Monday to Saturday, 7 am to 7 pm.
            </Trans>
          </Text>
          <Text c="dark.5">
            <Trans>
              About a booking? Include your ticket number: it is in your confirmation e-mail and in My tickets.
            </Trans>
          </Text>
        </InboxAside>
      }
    >
      <TextInput label={labels.Name} autoComplete="name" required maxLength={100} {...form.getInputProps('Name')} />
      <EmailField form={form} field="Email" />
      <PhoneField form={form} field="Phone" />
      <Textarea
        label={labels.Message}
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        description={t`Up to ${MESSAGE_MAX} characters.`}
        {...form.getInputProps('Message')}
      />
    </InboxPage>
  );
}
