import { useParams } from 'react-router';
import { ThreadListPage } from '../components/thread-list-page';

/** /dashboard/{role}/{clubHash}/messages/archived-messages (manager, member, guardian). */
export default function ArchivedMessagesRoute() {
  const { clubHash = '' } = useParams();
  return <ThreadListPage key={`${clubHash}:archived`} clubHash={clubHash} box="archived" />;
}
