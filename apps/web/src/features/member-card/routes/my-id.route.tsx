import { useMatch, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { MyIdPage } from '../components/my-id-page';

/** /dashboard/{member|guardian}/{userId}/{clubHash}/my-id (inside the dashboard shell and its data cache). */
export default function MyIdRoute() {
  const { userId = '', clubHash = '' } = useParams();
  const guardian = useMatch(paths.guardian.myId.pattern) !== null;
  return <MyIdPage userId={userId} clubHash={clubHash} guardian={guardian} />;
}
