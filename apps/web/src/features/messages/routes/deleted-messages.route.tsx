import { useParams } from 'react-router';
import { ThreadListPage } from '../components/thread-list-page';

/** /dashboard/manager/{clubHash}/messages/deleted-messages: the club's deleted threads, to restore. */
export default function DeletedMessagesRoute() {
  const { clubHash = '' } = useParams();
  return <ThreadListPage key={`${clubHash}:deleted`} clubHash={clubHash} box="deleted" />;
}
