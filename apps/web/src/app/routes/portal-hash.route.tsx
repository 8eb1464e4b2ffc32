import { useParams } from 'react-router';
import { PublicPortal } from '../../features/clubs/components/public-portal';
import { ContactForm } from '../../features/support/components/contact-form';
import { QueryProvider } from '../../lib/query-provider';

/** /clubes/{clubHash}/portal: the same public portal as /p/{clubShortName}, found by the club's hash. */
export default function PortalHashRoute() {
  const { clubHash = '' } = useParams();
  return (
    <QueryProvider>
      <PublicPortal key={clubHash} address={{ clubHash }} contact={(club) => <ContactForm clubHash={club.hash} signedIn={false} />} />
    </QueryProvider>
  );
}
