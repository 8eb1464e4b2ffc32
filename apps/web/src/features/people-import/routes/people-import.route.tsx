import { useParams, useSearchParams } from 'react-router';
import { PeopleImportPage } from '../components/people-import-page';

/** /dashboard/manager/{clubHash}/persons/import[?type=member|player] (inside the dashboard shell). */
export default function PeopleImportRoute() {
  const { clubHash = '' } = useParams();
  const [search] = useSearchParams();
  return <PeopleImportPage clubHash={clubHash} initialType={search.get('type') ?? undefined} />;
}
