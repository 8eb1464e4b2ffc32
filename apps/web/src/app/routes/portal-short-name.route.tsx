import { useParams } from 'react-router';
import { PublicPortal } from '../../features/clubs/components/public-portal';
import { ContactForm } from '../../features/support/components/contact-form';
import { QueryProvider } from '../../lib/query-provider';

export default function PortalShortNameRoute() {
  const { clubShortName = '' } = useParams();
  return (
    <QueryProvider>
      <PublicPortal
        key={clubShortName}
        address={{ shortName: clubShortName }}
        contact={(club) => <ContactForm clubHash={club.hash} signedIn={false} />}
      />
    </QueryProvider>
  );
}
