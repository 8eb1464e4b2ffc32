import { useMatch, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SupportPage } from '../components/support-page';

/** /dashboard/{member|guardian}/{userId}/{clubHash}/support (inside the dashboard shell). */
export default function SupportRoute() {
  const { userId = '', clubHash = '' } = useParams();
  const guardian = useMatch(paths.guardian.support.pattern) !== null;
  return <SupportPage area={guardian ? 'guardian' : 'member'} userId={userId} clubHash={clubHash} />;
}
