import { useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { PublicActivitiesPage } from '../components/public-activities-page';

/** /p/{clubShortName}/activities (public). */
export default function PublicActivitiesRoute() {
  const { clubShortName = '' } = useParams();
  // Public pages are outside the dashboard shell, which provides the data cache to its own.
  return (
    <QueryProvider>
      <PublicActivitiesPage shortname={clubShortName} />
    </QueryProvider>
  );
}
