import { useParams } from 'react-router';
import { JoinPage } from '../components/join-page';

/** /p/{clubShortName}/join (public). */
export default function JoinRoute() {
  const { clubShortName = '' } = useParams();
  return <JoinPage shortname={clubShortName} />;
}
