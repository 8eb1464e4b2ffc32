import { useParams } from 'react-router';
import { CardDesignPage } from '../components/card-design-page';

/** /dashboard/manager/{clubHash}/administration/card-design (inside the dashboard shell and its data cache). */
export default function CardDesignRoute() {
  const { clubHash = '' } = useParams();
  return <CardDesignPage clubHash={clubHash} />;
}
