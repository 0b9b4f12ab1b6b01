import { MESSAGES_TITLE, MessagesPage } from '../features/pro-portal/messages-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(MESSAGES_TITLE, 'The UpKeep company portal.');

export default function ProMessagesRoute() {
  return <MessagesPage />;
}
