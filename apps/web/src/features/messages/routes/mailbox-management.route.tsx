import { useParams } from 'react-router';
import { MailboxManagementPage } from '../components/mailbox-management-page';

/** /dashboard/manager/{clubHash}/messages/mailbox-management. */
export default function MailboxManagementRoute() {
  const { clubHash = '' } = useParams();
  return <MailboxManagementPage clubHash={clubHash} />;
}
