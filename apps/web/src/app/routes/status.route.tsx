import { useMatches } from 'react-router';
import { StatusPage } from '../../components/errors/status-page';
import { routeHandle } from '../route-handle';

/** /401, /403, /500, /502, /504 and /404. */
export default function StatusRoute() {
  const matches = useMatches();
  const code = routeHandle(matches[matches.length - 1]?.handle).statusCode ?? 404;
  return <StatusPage code={code} />;
}
