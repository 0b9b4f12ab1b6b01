/**
 * /my-question/{id}?token=…: a question asked from the offers before booking (issue 30), opened by the private
 * link mailed to the asker (or, signed in as the customer who asked, without it). The token leaves the address
 * bar at once and is kept for this tab only; the page follows the company's answers live.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useSessionHydrated } from '../../session/hydration';
import { useSession } from '../../session/store';
import { Conversation } from '../../shared/conversations/conversation';
import { PageLoader } from '../../ui/page-loader';
import { useQuestionConversation } from './api/question-messages';

export const MY_QUESTION_TITLE: MessageDescriptor = msg`Your question`;
export const MY_QUESTION_DESCRIPTION: MessageDescriptor = msg`Your question to a company on UpKeep, and its answers.`;

const storageKey = (id: number) => `upkeep.question.${id}`;

/** The link's token: from the address (then removed from it and from the history), else this tab's copy. */
function useLinkToken(id: number): string | undefined {
  const [token] = useState(() => {
    if (typeof window === 'undefined') return undefined;
    const url = new URL(window.location.href);
    const fromLink = url.searchParams.get('token') ?? undefined;
    try {
      if (fromLink) sessionStorage.setItem(storageKey(id), fromLink);
      else return sessionStorage.getItem(storageKey(id)) ?? undefined;
    } catch {
      // Storage refused (private mode): the token still works while the page is open.
    }
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    return fromLink;
  });
  return token;
}

export function MyQuestionPage() {
  const id = Number(useParams().id);
  const hydrated = useSessionHydrated();
  if (!hydrated) return <PageLoader />;
  return <QuestionThread id={id} />;
}

function QuestionThread({ id }: { id: number }) {
  const linkToken = useLinkToken(id);
  const token = useSession((s) => (s.isLoggedIn ? s.token : null)) ?? '';
  const conversation = useQuestionConversation(id, token, linkToken);
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <Container size="sm" py={{ base: 24, md: 48 }}>
      <Stack gap="md">
        <Title order={1}>{i18n._(MY_QUESTION_TITLE)}</Title>
        <Text>
          <Trans>
            Your conversation with the company, before booking. We e-mail you when they answer. Phone numbers, e-mail
            addresses and links show once you book and they confirm; if you book them, this conversation continues on
            your booking.
          </Trans>
        </Text>
        <Conversation
          title={t`Conversation`}
          side="customer"
          conversation={conversation}
          empty={t`No messages in this conversation.`}
          placeholder={t`Write to the company`}
        />
        <Text size="sm">
          <Anchor component={Link} to={inLocale('/home')} underline="always">
            <Trans>Find and book a service</Trans>
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
