import { useParams } from 'react-router';
import { PreEnrolmentsPage } from '../components/pre-enrolments-page';

/** /dashboard/manager/{clubHash}/persons/pre-enrolments (inside the dashboard shell). */
export default function PreEnrolmentsRoute() {
  const { clubHash = '' } = useParams();
  return <PreEnrolmentsPage clubHash={clubHash} />;
}
