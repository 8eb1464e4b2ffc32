import { StatusPage } from '../../../components/errors/status-page';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useAppConfig } from '../../../lib/app-config';
import { QueryProvider } from '../../../lib/query-provider';
import { OutboxPage } from '../components/outbox-page';

/** /dev/outbox: only in demo mode; otherwise (or without settings) it is the 404 page. */
export default function DevOutboxRoute() {
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <PlaceholderRows />;
  if (!config?.demo) return <StatusPage code={404} />;
  return (
    <QueryProvider>
      <OutboxPage />
    </QueryProvider>
  );
}
