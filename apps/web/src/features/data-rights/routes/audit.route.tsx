import { useParams } from 'react-router';
import { AuditPage } from '../components/audit-page';

/** /dashboard/manager/{clubHash}/administration/audit (issue 25 part 4: Administration → Audit). */
export default function AuditRoute() {
  const { clubHash = '' } = useParams();
  return <AuditPage clubHash={clubHash} />;
}
