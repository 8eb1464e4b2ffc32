import { useParams } from 'react-router';
import { ManageActivitiesPage } from '../components/manage-activities-page';

/** /dashboard/manager/{clubHash}/activities (inside the dashboard shell). */
export default function ManageActivitiesRoute() {
  const { clubHash = '' } = useParams();
  return <ManageActivitiesPage clubHash={clubHash} />;
}
