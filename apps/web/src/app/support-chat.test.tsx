import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppConfig } from '../lib/app-config';
import { saveCookieConsent } from '../lib/cookie-consent';
import { renderWithTheme } from '../test/render';
import { appConfigFixture } from '../test/fixtures';
import { RootLayout } from './root-layout';

const CHAT = 'https://chat.example/widget.js';
const CONFIG = appConfigFixture({ supportChatUrl: CHAT });
const chatScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === CHAT);

const renderApp = () =>
  renderWithTheme(
    <RouterProvider router={createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <p>home</p> }] }])} />,
  );

describe('the support chat widget (SUPPORT_CHAT_URL, functional cookies)', () => {
  afterEach(() => {
    resetAppConfig();
    chatScripts().forEach((script) => script.remove());
  });

  it('is not loaded before consent, nor with essential cookies only', async () => {
    resetAppConfig(CONFIG);
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Essential only' }));
    await screen.findByText('home');
    expect(chatScripts()).toHaveLength(0);
  });

  it('is loaded once the functional cookies are accepted', async () => {
    resetAppConfig(CONFIG);
    renderApp();
    await screen.findByTestId('cookie-notice');
    expect(chatScripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    expect(chatScripts()[0]!.async).toBe(true);
  });

  it('is loaded at once when functional cookies were accepted before, and never without a chat address', async () => {
    saveCookieConsent({ functional: true, analytical: false });
    resetAppConfig({ ...CONFIG, supportChatUrl: null });
    const first = renderApp();
    await screen.findByText('home');
    expect(document.querySelectorAll('script[data-support-chat]')).toHaveLength(0);
    first.unmount();
    resetAppConfig(CONFIG);
    renderApp();
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
  });
});
