import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOnboardingTexts } from '../../test/render-page';
import { renderWithTheme } from '../../test/render';
import { CopyLinkField } from './copy-link-field';

const url = 'https://tribuna.test/clubs/onboarding?invitation=tok';

/** The clipboard as the browser answers it: writing succeeds, or the browser refuses. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('copying a link', () => {
  beforeAll(loadOnboardingTexts);
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('says "Copied" on the button and to screen readers once the link is on the clipboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CopyLinkField url={url} label="Invitation link" testId="link" />);
    // userEvent installs its own clipboard on setup: ours replaces it.
    const writeText = stubClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard'));
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CopyLinkField url={url} label="Invitation link" testId="link" />);
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser did not let us copy');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
