import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { CLUB_A, jsonResponse, storeSession } from '../../../test/fixtures';
import { demoClub } from '../../../test/onboarding-fixtures';
import { clubSettings, fieldError, settingsUrl } from '../test/settings-fixtures';
import { loadSettingsTexts, renderWithRouter, stubApi } from '../test/render-settings';
import { ClubSettingsPage } from './club-settings-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const logoUrl = `/api/clubs/${CLUB_A}/logo`;
const page = (
  <>
    <Link to="/elsewhere">Somewhere else</Link>
    <ClubSettingsPage clubHash={CLUB_A} canSwitchFeatures={false} />
  </>
);

// Whole-form typing is slow in jsdom when the suite runs in parallel.
const SLOW = 20_000;

describe('club settings page', { timeout: SLOW }, () => {
  beforeAll(loadSettingsTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the settings, the public address of the short name and saves only what changed', async () => {
    const api = stubApi({
      [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()),
      [`PATCH ${settingsUrl}`]: jsonResponse(200, clubSettings({ shortname: 'cd-demo-2', companyName: null })),
    });
    const user = userEvent.setup();
    renderWithRouter(page);
    const shortname = await screen.findByLabelText(/^Short name/);
    expect(shortname).toHaveValue('cd-demo');
    expect(screen.getByTestId('settings-public-url')).toHaveTextContent(`${window.location.origin}/p/cd-demo`);
    expect(screen.getByTestId('settings-general-save')).toBeDisabled();
    await user.type(shortname, '-2');
    expect(screen.getByTestId('settings-public-url')).toHaveTextContent('/p/cd-demo-2');
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(screen.getByTestId('settings-general-save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The settings have been saved'));
    expect(api.callsTo('PATCH', settingsUrl)[0]?.body).toEqual({ shortname: 'cd-demo-2', companyName: null });
    expect(api.callsTo('PATCH', settingsUrl)[0]?.body).not.toHaveProperty('name');
    expect(screen.getByTestId('settings-general-save')).toBeDisabled();
  });

  it('shows a taken short name beside its field, translated', async () => {
    stubApi({
      [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()),
      [`PATCH ${settingsUrl}`]: jsonResponse(400, fieldError('shortname', 'shortnameTaken')),
    });
    const user = userEvent.setup();
    renderWithRouter(page);
    const shortname = await screen.findByLabelText(/^Short name/);
    await user.clear(shortname);
    await user.type(shortname, 'ca-exemple');
    await user.click(screen.getByTestId('settings-general-save'));
    await waitFor(() => expect(shortname).toHaveAttribute('aria-invalid', 'true'));
    expect(shortname).toHaveAccessibleDescription(/This short name is already in use/);
    expect(screen.getByTestId('settings-general-invalid')).toHaveTextContent('Please check the fields marked below.');
    expect(notify).not.toHaveBeenCalled();
    // Editing the field clears its error.
    await user.type(shortname, 'x');
    expect(shortname).not.toHaveAttribute('aria-invalid');
  });

  it('checks required fields and formats before sending', async () => {
    const api = stubApi({ [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()) });
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.clear(await screen.findByLabelText(/^City/));
    await user.click(screen.getByTestId('settings-address-save'));
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(/This field is required/);
    await user.clear(screen.getByLabelText(/^Short name/));
    await user.type(screen.getByLabelText(/^Short name/), 'no spaces');
    await user.click(screen.getByTestId('settings-general-save'));
    expect(screen.getByLabelText(/^Short name/)).toHaveAccessibleDescription(/Use lowercase letters, digits and dashes/);
    await user.clear(screen.getByTestId('settings-privacy-url'));
    await user.type(screen.getByTestId('settings-privacy-url'), 'javascript:alert(1)');
    await user.click(screen.getByTestId('settings-privacy-save'));
    expect(screen.getByTestId('settings-privacy-url')).toHaveAccessibleDescription('This value is not a valid URL.');
    expect(api.callsTo('PATCH', settingsUrl)).toHaveLength(0);
  });

  it('publishes a new privacy version only after confirming', async () => {
    const api = stubApi({
      [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()),
      [`PATCH ${settingsUrl}`]: jsonResponse(
        200,
        clubSettings({ privacy: { url: null, basicInfo: 'Summary', custom: 'New text', customUrl: null, version: 2 } }),
      ),
    });
    const user = userEvent.setup();
    renderWithRouter(page);
    const privacy = await screen.findByTestId('settings-privacy');
    expect(within(privacy).getByTestId('settings-privacy-version')).toHaveTextContent('Version 1');
    await user.click(within(privacy).getByLabelText('Written here'));
    await user.type(within(privacy).getByLabelText(/^Text/), 'New text');
    await user.type(within(privacy).getByLabelText(/^Basic information/), 'Summary');
    await user.click(within(privacy).getByLabelText('Publish as a new version (version 2)'));
    await user.click(within(privacy).getByTestId('settings-privacy-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version?' });
    expect(dialog).toHaveTextContent('Every member of the club will have to read and accept it at their next sign-in.');
    expect(api.callsTo('PATCH', settingsUrl)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() => expect(within(privacy).getByTestId('settings-privacy-version')).toHaveTextContent('Version 2'));
    expect(api.callsTo('PATCH', settingsUrl)[0]?.body).toEqual({
      privacy: { url: null, custom: 'New text', basicInfo: 'Summary', publishNewVersion: true },
    });
    expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('Version 2 of “Privacy policy” has been published'));
    expect(within(privacy).getByLabelText('Publish as a new version (version 3)')).not.toBeChecked();
  });

  it('cancelling the confirmation sends nothing, and publishing needs a text or a link', async () => {
    const api = stubApi({ [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()) });
    const user = userEvent.setup();
    renderWithRouter(page);
    const terms = await screen.findByTestId('settings-terms');
    await user.click(within(terms).getByLabelText(/^Publish as a new version/));
    await user.click(within(terms).getByTestId('settings-terms-save'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.clear(within(terms).getByLabelText(/^Text/));
    await user.click(within(terms).getByTestId('settings-terms-save'));
    expect(within(terms).getByLabelText(/^Text/)).toHaveAccessibleDescription(/Write the text or give a link before publishing/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PATCH', settingsUrl)).toHaveLength(0);
  });

  it('warns before leaving with unsaved changes', async () => {
    stubApi({ [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()) });
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.type(await screen.findByLabelText(/^Season name/), ' bis');
    expect(screen.getByTestId('settings-season-dirty')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText(/^Season name/)).toHaveValue('2025-2026 bis');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/elsewhere');
  });

  it('keeps unsaved edits of one section when another one saves, and shows the features switches to admins', async () => {
    const api = stubApi({
      [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()),
      [`PATCH ${settingsUrl}`]: jsonResponse(
        200,
        clubSettings({ address: { city: 'Sagunt', regionName: 'Comunitat Valenciana', countryName: 'España' } }),
      ),
      [`GET /api/admin/clubs/${CLUB_A}/features`]: jsonResponse(200, []),
    });
    const user = userEvent.setup();
    renderWithRouter(<ClubSettingsPage clubHash={CLUB_A} canSwitchFeatures />);
    await user.type(await screen.findByLabelText(/^Season name/), ' bis');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), ' Sagunt ');
    await user.click(screen.getByTestId('settings-address-save'));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Sagunt'));
    expect(api.callsTo('PATCH', settingsUrl)[0]?.body).toEqual({ address: { city: 'Sagunt' } });
    expect(screen.getByLabelText(/^Season name/)).toHaveValue('2025-2026 bis');
    expect(screen.getByTestId('settings-season-dirty')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-address-dirty')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Club features' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading, and shows the uploaded logo', async () => {
    const served = `${logoUrl}?v=abc123`;
    const api = stubApi({
      [`GET ${settingsUrl}`]: [jsonResponse(200, clubSettings()), jsonResponse(200, clubSettings({ image: served }))],
      [`POST ${logoUrl}`]: jsonResponse(200, { ...demoClub, hash: CLUB_A, image: `${logoUrl}?v=abc123` }),
      'GET /api/profile': jsonResponse(200, {}),
    });
    renderWithRouter(page);
    expect(await screen.findByTestId('settings-logo-none')).toBeInTheDocument();
    const input = screen.getByTestId('settings-logo-input');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('settings-logo-error')).toHaveTextContent('The file must be a PNG, JPEG or WebP image');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByTestId('settings-logo-error')).toHaveTextContent('The image must be at most 2 MB');
    expect(api.callsTo('POST', logoUrl)).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    const preview = await screen.findByTestId('settings-logo-preview');
    expect(preview).toHaveAttribute('src', served);
    expect(preview).toHaveAccessibleName('Current logo of CD Demo');
    const sent = api.callsTo('POST', logoUrl)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('logo.png');
    expect(notify).toHaveBeenCalledWith('success', 'The logo has been updated');
    expect(screen.queryByTestId('settings-logo-error')).toBeNull();
  });

  it('translates the server refusing the upload', async () => {
    stubApi({
      [`GET ${settingsUrl}`]: jsonResponse(200, clubSettings()),
      [`POST ${logoUrl}`]: jsonResponse(400, fieldError('file', 'notAnImage')),
    });
    renderWithRouter(page);
    const input = await screen.findByTestId('settings-logo-input');
    fireEvent.change(input, { target: { files: [new File(['not really'], 'fake.png', { type: 'image/png' })] } });
    expect(await screen.findByTestId('settings-logo-error')).toHaveTextContent('The file must be a PNG, JPEG or WebP image');
  });
});
