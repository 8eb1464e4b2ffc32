import { useParams } from 'react-router';
import { ThreadListPage } from '../components/thread-list-page';

/** /dashboard/{role}/{clubHash}/messages/my-messages (manager, member, guardian). */
export default function MyMessagesRoute() {
  const { clubHash = '' } = useParams();
  return <ThreadListPage key={`${clubHash}:inbox`} clubHash={clubHash} box="inbox" />;
}
