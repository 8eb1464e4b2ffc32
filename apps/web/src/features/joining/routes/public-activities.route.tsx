import { useParams } from 'react-router';
import { PublicActivitiesPage } from '../components/public-activities-page';

/** /p/{clubShortName}/activities (public). */
export default function PublicActivitiesRoute() {
  const { clubShortName = '' } = useParams();
  return <PublicActivitiesPage shortname={clubShortName} />;
}
