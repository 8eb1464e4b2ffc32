import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAppConfig } from '../../../lib/app-config';
import { renderPage } from '../../../test/render-page';
import { appConfigFixture } from '../../../test/fixtures';
import { PlatformSupportPage } from './platform-support-page';

const CONFIG = appConfigFixture();
const CLUB = 'AbCdEf123456';

describe("the manager's Support page (spec 2: the platform's support)", () => {
  beforeAll(() => i18next.loadNamespaces(['support']));
  afterEach(() => resetAppConfig());

  it('offers the support address by e-mail, with the reasons of the contact form, and the chat when configured', async () => {
    resetAppConfig({ ...CONFIG, supportEmail: 'help@tribuna.example', supportChatUrl: 'https://chat.example/widget.js' });
    renderPage(<PlatformSupportPage clubHash={CLUB} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    const write = screen.getByRole('link', { name: 'Something is not working' });
    expect(write.getAttribute('href')).toMatch(/^mailto:help@tribuna\.example\?subject=/);
    expect(decodeURIComponent(write.getAttribute('href')!)).toContain('Something is not working');
    expect(screen.getByRole('link', { name: 'Help with the product' })).toBeInTheDocument();
    expect(screen.getByText('help@tribuna.example')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /Open the support chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example/widget.js');
    expect(chat).toHaveAttribute('target', '_blank');
    // Ways to the manager's own pages for common tasks.
    expect(screen.getByRole('link', { name: 'Add or import people' })).toHaveAttribute('href', `/dashboard/manager/${CLUB}/persons/import`);
  });

  it('says whom to ask when this server has no support address or chat', async () => {
    resetAppConfig(CONFIG);
    renderPage(<PlatformSupportPage clubHash={CLUB} />);
    expect(await screen.findByTestId('support-unconfigured')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the support chat/ })).toBeNull();
  });
});
