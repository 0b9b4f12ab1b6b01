/**
 * /staff/reviews: reviews newest first, with the company's reply and whether the reviewer reported it. Staff
 * hide or restore a review (it leaves /reviews and the company's average at once) or the company's reply,
 * each with a reason kept in the audit log. Filters live in the URL (?q=&hidden=&reported=&page=).
 */
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffReview } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useStaffReviews } from './api/get-staff-reviews';
import { useModerateReview } from './api/moderate-review';
import { EmptyLine, formatDate, ListPager, SearchBar, useListSearch, useToken } from './market-ui';

export const REVIEWS_TITLE = 'Reviews';

const VISIBILITY = [
  { value: '', label: 'Visible and hidden' },
  { value: 'false', label: 'Visible only' },
  { value: 'true', label: 'Hidden only' },
];

type Pending = { kind: 'review' | 'reply'; review: StaffReview } | null;

export function ReviewsPage() {
  const token = useToken();
  const { search, page, update } = useListSearch();
  const q = search.get('q') ?? '';
  const hidden = search.get('hidden');
  const reported = search.get('reported') === 'true';
  const [typed, setTyped] = useState(q);
  const reviews = useStaffReviews(token, {
    Query: q || undefined,
    Hidden: hidden === 'true' ? true : hidden === 'false' ? false : undefined,
    Reported: reported ? true : undefined,
    Page: page,
  });
  const [pending, setPending] = useState<Pending>(null);

  return (
    <ProFrame
      size="lg"
      title={REVIEWS_TITLE}
      description="Hide a review that breaks the rules, or a company's reply its reviewer reported. A hidden review leaves /reviews and the company's average at once."
    >
      <SearchBar
        label="Find reviews"
        placeholder="Company, reviewer or words"
        typed={typed}
        onType={setTyped}
        onSearch={() => update({ q: typed.trim() || undefined, page: undefined })}
      >
        <NativeSelect
          label="Shown"
          data={VISIBILITY}
          value={hidden === 'true' || hidden === 'false' ? hidden : ''}
          onChange={(e) => update({ hidden: e.currentTarget.value || undefined, page: undefined })}
          style={{ flex: '0 1 200px' }}
        />
        <Button type="submit">Search</Button>
      </SearchBar>
      <Checkbox
        label="Only reported replies"
        checked={reported}
        onChange={(e) => update({ reported: e.currentTarget.checked ? 'true' : undefined, page: undefined })}
      />
      <QueryView
        query={reviews}
        errorTitle="Could not load the reviews"
        fallback={TRY_AGAIN_LATER}
        isEmpty={(found) => found.items.length === 0}
        empty={<EmptyLine>No reviews match.</EmptyLine>}
      >
        {(found) => (
          <Stack gap="md">
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reviews found">
              {found.items.map((review) => (
                <ReviewCard key={review.id} review={review} onAct={setPending} />
              ))}
            </Stack>
            <ListPager
              total={found.totalPages}
              page={page}
              onPage={(p) => update({ page: p === 1 ? undefined : String(p) })}
            />
          </Stack>
        )}
      </QueryView>
      <ModerationDialog token={token} pending={pending} onClose={() => setPending(null)} />
    </ProFrame>
  );
}

function ReviewCard({ review, onAct }: { review: StaffReview; onAct: (pending: Pending) => void }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={`Review #${review.id} of ${review.companyName} by ${review.userName}`}
      bg={review.hidden ? 'gray.0' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {review.companyName}
            </Title>
            <Text size="sm" c="gray.7">
              By {review.userName} · {formatDate(review.reviewDate)} · #{review.id}
              {review.ticketId !== null ? ` · ticket #${review.ticketId}` : ''}
            </Text>
          </Stack>
          <Group gap={6} justify="flex-end">
            {review.hidden && (
              <Badge color="gray" c="dark.8" variant="light" radius="sm">
                Hidden
              </Badge>
            )}
            {review.replyReported && (
              <Badge color="orange" c="dark.8" variant="light" radius="sm">
                Reply reported
              </Badge>
            )}
          </Group>
        </Group>
        {review.hidden && review.hiddenReason && (
          <Text size="sm" c="red.8">
            Hidden: {review.hiddenReason}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Score title="Company" score={review.companyScore} comment={review.companyComment} />
          <Score title="UpKeep" score={review.upKeepScore} comment={review.upKeepComment} />
        </SimpleGrid>
        {review.reply !== null && (
          <Paper radius="md" p="sm" bg="gray.0" withBorder component="section" aria-label="The company's reply">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Reply from {review.companyName}
              </Text>
              {review.replyHidden && (
                <Badge color="gray" c="dark.8" variant="light" radius="sm">
                  Reply hidden
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
            {review.replyReported && review.replyReportReason && (
              <Text size="sm" c="orange.9" mt={4}>
                Reported by the reviewer: {review.replyReportReason}
              </Text>
            )}
          </Paper>
        )}
        <Group gap="sm" mt="xs">
          <Button
            variant={review.hidden ? 'filled' : 'outline'}
            color={review.hidden ? 'teal' : 'red'}
            onClick={() => onAct({ kind: 'review', review })}
          >
            {review.hidden ? 'Restore' : 'Hide'}
          </Button>
          {review.reply !== null && (
            <Button variant="default" onClick={() => onAct({ kind: 'reply', review })}>
              {review.replyHidden ? 'Restore reply' : 'Hide reply'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Score({ title, score, comment }: { title: string; score: number; comment: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}: {score} of 5
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {comment || (
          <Text span c="gray.7" size="sm">
            No comment.
          </Text>
        )}
      </Text>
    </Stack>
  );
}

function dialogText(pending: NonNullable<Pending>) {
  const { kind, review } = pending;
  if (kind === 'review') {
    return review.hidden
      ? {
          title: 'Restore this review?',
          confirm: 'Restore',
          text: "It shows on /reviews again and counts in the company's average.",
        }
      : {
          title: 'Hide this review?',
          confirm: 'Hide',
          text: "It leaves /reviews and the company's average at once. You can restore it later.",
        };
  }
  return review.replyHidden
    ? { title: 'Restore the reply?', confirm: 'Restore reply', text: "The company's reply shows again." }
    : {
        title: 'Hide the reply?',
        confirm: 'Hide reply',
        text: "The company's reply is no longer shown with the review.",
      };
}

function ModerationDialog({ token, pending, onClose }: { token: string; pending: Pending; onClose: () => void }) {
  const moderate = useModerateReview(token);
  const close = () => {
    moderate.reset();
    onClose();
  };
  const words = pending ? dialogText(pending) : null;
  return (
    <ReasonDialog
      key={pending ? `${pending.kind}-${pending.review.id}` : 'none'}
      opened={pending !== null}
      title={words?.title ?? ''}
      confirmLabel={words?.confirm ?? ''}
      color={words?.confirm.startsWith('Restore') ? 'teal' : 'red'}
      description="Kept in the audit log."
      cancelLabel="Cancel"
      pending={moderate.isPending}
      error={moderate.error ? errorMessage(moderate.error, TRY_AGAIN_LATER) : null}
      onClose={close}
      onConfirm={(reason) => {
        if (!pending) return;
        const { kind, review } = pending;
        const body =
          kind === 'review'
            ? { hidden: !review.hidden, reason }
            : { hidden: review.hidden, reason, replyHidden: !review.replyHidden };
        moderate.mutate(
          { id: review.id, body },
          {
            onSuccess: () => {
              const done = kind === 'review' ? !review.hidden : !review.replyHidden;
              notifications.show({
                color: 'teal',
                message: `${kind === 'review' ? 'Review' : 'The reply to review'} #${review.id} is ${done ? 'hidden' : 'restored'}.`,
              });
              close();
            },
          },
        );
      }}
    >
      {words && <Text>{words.text}</Text>}
    </ReasonDialog>
  );
}
