/**
 * The signed-in customer's unread messages from companies and UpKeep (issue 30), beside the navigation: a link
 * to their tickets with the count, shown while there is one. Loaded lazily (signed-in pages only: the public
 * pages' budgets stay as they are); read every minute with the session's token, without the query library the
 * public pages do not carry.
 */
import { Badge, Box } from '@mantine/core';
import { conversationEndpoints } from '@upkeep/contract';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { api } from '../lib/api';
import { useSession } from '../session/store';

const EVERY_MS = 60_000;

export default function UnreadMessagesLink() {
  const token = useSession((s) => s.token);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const read = () =>
      api(conversationEndpoints.customerUnreadMessages, { token, signal: controller.signal, reportUnauthorized: false })
        .then((r) => setCount(r.data.count))
        .catch(() => undefined);
    void read();
    const timer = setInterval(read, EVERY_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [token]);
  if (count === 0) return null;
  const label = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <Box component={NavLink} to="/my-tickets" aria-label={`My tickets, ${label}`} style={{ textDecoration: 'none' }}>
      <Badge color="red.8" radius="sm" aria-hidden>
        {label}
      </Badge>
    </Box>
  );
}
