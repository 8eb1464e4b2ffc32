import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shown: { id?: string; message: unknown }[] = [];
const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (options: { id?: string; message: unknown }) => {
      shown.push(options);
      return options.id ?? 'x';
    },
    hide: (id: string) => hidden.push(id),
  },
}));

const { closeAlertsLeftBehind, notify } = await import('./notify');

/** Lets the dynamic import of the alerts library resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('alerts and navigation', () => {
  beforeEach(() => {
    shown.length = 0;
    hidden.length = 0;
    window.history.replaceState(null, '', '/dashboard/manager/club/messages/thread/abc');
  });
  afterEach(() => {
    // Leave no open alert to the next test.
    vi.setSystemTime(Date.now() + 60_000);
    closeAlertsLeftBehind('/elsewhere');
    vi.useRealTimers();
  });

  it('closes an alert when the person moves on to another page (it does not follow them for 7 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    notify('success', 'Your message was sent.');
    await settle();
    expect(shown).toHaveLength(1);
    vi.setSystemTime(Date.now() + 3000);
    closeAlertsLeftBehind('/dashboard/manager/club/overview');
    await settle();
    expect(hidden).toEqual([shown[0]!.id]);
  });

  it('keeps it while the person stays on the page (a query string change is the same page)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    notify('success', 'Your message was sent.');
    await settle();
    vi.setSystemTime(Date.now() + 3000);
    closeAlertsLeftBehind('/dashboard/manager/club/messages/thread/abc');
    await settle();
    expect(hidden).toEqual([]);
  });

  it('lets an alert raised by the action that navigates arrive with it, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    notify('success', '“Tournament” was deleted.');
    await settle();
    // Deleting sends the person back to the list at once: the alert reports it there.
    closeAlertsLeftBehind('/dashboard/manager/club/messages/my-messages');
    await settle();
    expect(hidden).toEqual([]);
    // Moving on from the list later closes it.
    vi.setSystemTime(Date.now() + 3000);
    closeAlertsLeftBehind('/dashboard/manager/club/overview');
    await settle();
    expect(hidden).toEqual([shown[0]!.id]);
  });
});
