import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { resetAppConfig } from '../../lib/app-config';
import { renderWithTheme } from '../../test/render';
import { appConfigFixture } from '../../test/fixtures';
import { DemoBannerSlot } from './demo-banner';

const CONFIG = appConfigFixture({ environment: 'development', demo: true });

const renderSlot = () =>
  renderWithTheme(
    <MemoryRouter>
      <DemoBannerSlot />
    </MemoryRouter>,
  );

describe('demo banner', () => {
  afterEach(() => resetAppConfig());

  it('is a labelled strip with the way to the developer outbox in demo mode', () => {
    resetAppConfig(CONFIG);
    renderSlot();
    const banner = screen.getByRole('region', { name: 'Demo mode' });
    expect(banner).toHaveTextContent('Demo mode: sample data and demo accounts');
    expect(screen.getByRole('link', { name: 'Sent messages' })).toHaveAttribute('href', paths.dev.outbox);
  });

  it('is absent, link included, when demo mode is off', () => {
    resetAppConfig({ ...CONFIG, demo: false });
    renderSlot();
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
