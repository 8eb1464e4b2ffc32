import { QueryProvider } from '../../../lib/query-provider';
import { ClubSearchPage } from '../components/club-search-page';

/** /clubs/search (public, clean layout). */
export default function ClubSearchRoute() {
  return (
    <QueryProvider>
      <ClubSearchPage />
    </QueryProvider>
  );
}
