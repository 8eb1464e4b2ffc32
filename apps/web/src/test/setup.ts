import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n';

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

beforeAll(async () => {
  // Tests read the English texts of the spec.
  await initI18n('en');
  const i18n = (await import('i18next')).default;
  await i18n.loadNamespaces(['common', 'auth', 'navigation', 'errors', 'dashboard', 'status']);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
