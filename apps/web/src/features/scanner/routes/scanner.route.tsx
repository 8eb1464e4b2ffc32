import { useParams } from 'react-router';
import { ScannerPage } from '../components/scanner-page';

/** /dashboard/manager/{clubHash}/access-control/scan (inside the dashboard shell). */
export default function ScannerRoute() {
  const { clubHash = '' } = useParams();
  return <ScannerPage clubHash={clubHash} />;
}
