/**
 * /pro/leads: the messages customers sent the company from the companies screen (GET /company/leads),
 * newest first, paged; each marked handled (or not) with one tap (PUT /company/leads/{id}).
 */

import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useLeads } from './api/get-leads';
import { useMarkLead } from './api/mark-lead';
import { formatDay, useToken } from './insights-ui';

export const LEADS_TITLE = 'Leads';

const formatPhone = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export function LeadsPage() {
  const token = useToken();
  const [page, setPage] = useState(1);
  const leads = useLeads(token, page);
  const mark = useMarkLead(token);

  const description =
    'Messages customers sent you from the companies screen. Call or write back, then mark them handled.';
  if (leads.isPending) return <PageLoader />;
  if (leads.isError) {
    return (
      <ProFrame size="lg" title={LEADS_TITLE} description={description}>
        <ErrorState
          title="Could not load your leads"
          message={errorMessage(leads.error, TRY_AGAIN_LATER)}
          onRetry={() => void leads.refetch()}
        />
      </ProFrame>
    );
  }
  const rows = leads.data.data;
  const pages = leads.data.pages;
  return (
    <ProFrame size="lg" title={LEADS_TITLE} description={description}>
      {mark.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(mark.error, 'The lead could not be updated. Try again later.')}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="gray.7" ta="center">
            No messages yet. Customers who write to you from the companies screen appear here.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((lead) => {
            const pending = mark.isPending && mark.variables?.id === lead.id;
            return (
              <Paper
                key={lead.id}
                withBorder
                radius="md"
                p="md"
                component="li"
                aria-label={`Message from ${lead.name}`}
                bg={lead.handled ? 'gray.0' : undefined}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={0}>
                      <Text fw={700}>{lead.name}</Text>
                      <Text size="sm" c="gray.7">
                        {formatDay(lead.registeredDate)} · {lead.serviceName || 'Any service'} · {lead.zipCode}
                      </Text>
                    </Stack>
                    {!lead.handled && (
                      <Badge color="orange" variant="light">
                        New
                      </Badge>
                    )}
                  </Group>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</Text>
                  <Group gap="md">
                    {lead.phoneNumber && (
                      <Anchor href={`tel:${lead.phoneNumber}`}>{formatPhone(lead.phoneNumber)}</Anchor>
                    )}
                    {lead.email && <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>}
                  </Group>
                  <Group justify="flex-end">
                    <Button
                      size="md"
                      variant={lead.handled ? 'light' : 'filled'}
                      color={lead.handled ? 'teal' : undefined}
                      loading={pending}
                      aria-pressed={lead.handled}
                      onClick={() => mark.mutate({ id: lead.id, handled: !lead.handled })}
                    >
                      {lead.handled ? 'Handled ✓' : 'Mark handled'}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {pages && pages.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label="Lead pages">
          <Pagination total={pages.totalPages} value={pages.pageNumber} onChange={setPage} />
        </Group>
      )}
    </ProFrame>
  );
}
