import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../auth/AuthProvider';
import { PreviewBanner } from '../features/preview-banner/PreviewBanner';
import { PreferencesProvider } from './preferences';
import { createRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          <PreviewBanner />
        </AuthProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
