import { useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { JoinPage } from '../components/join-page';

/** /p/{clubShortName}/join (public). */
export default function JoinRoute() {
  const { clubShortName = '' } = useParams();
  // Public pages are outside the dashboard shell, which provides the data cache to its own.
  return (
    <QueryProvider>
      <JoinPage shortname={clubShortName} />
    </QueryProvider>
  );
}
