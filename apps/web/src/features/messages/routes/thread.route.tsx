import { useParams } from 'react-router';
import { ThreadPage } from '../components/thread-page';

/** /dashboard/{role}/{clubHash}/messages/thread/{threadHash}. */
export default function ThreadRoute() {
  const { clubHash = '', threadHash = '' } = useParams();
  return <ThreadPage key={`${clubHash}:${threadHash}`} clubHash={clubHash} threadHash={threadHash} />;
}
