import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n/i18n';

// The router module starts loading the first route's chunk as soon as it is evaluated, so the
// catalogues and the route download in parallel.
const appModule = import('./app/app');
const i18nReady = initI18n();

async function start() {
  const [{ App }] = await Promise.all([appModule, i18nReady]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
