import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { testQueryClient } from '../../test/render';
import { PreviewBanner } from './PreviewBanner';

function renderBanner() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <PreviewBanner />
    </QueryClientProvider>,
  );
}

describe('PreviewBanner', () => {
  it('says the preview backend is running when /__stub/health answers', async () => {
    renderBanner();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('says disconnected when the stub does not answer', async () => {
    server.use(http.get(`${TEST_API_URL}/__stub/health`, () => HttpResponse.error()));
    renderBanner();
    expect(await screen.findByText('Preview backend disconnected.')).toBeInTheDocument();
  });
});
