import { useParams } from 'react-router';
import { ImpersonatePage } from '../../features/admin/components/impersonate-page';

export default function AdminImpersonateRoute() {
  const { clubHash } = useParams();
  return <ImpersonatePage selectedClubHash={clubHash} />;
}
