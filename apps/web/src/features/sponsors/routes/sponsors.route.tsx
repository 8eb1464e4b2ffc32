import { useParams } from 'react-router';
import { SponsorsPage } from '../components/sponsors-page';

/** /dashboard/manager/{clubHash}/sponsors (inside the dashboard shell and its data cache). */
export default function SponsorsRoute() {
  const { clubHash = '' } = useParams();
  return <SponsorsPage clubHash={clubHash} />;
}
