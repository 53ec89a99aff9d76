import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { NavigationProgress } from './NavigationProgress';

it('shows a progress bar while the next page loads, and hides it when it has', async () => {
  let finish: (value: null) => void = () => {};
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/slow">Slow page</Link>
          <Outlet />
        </>
      ),
      children: [
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (finish = resolve)),
          element: <p>Arrived</p>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
  expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

  finish(null);
  expect(await screen.findByText('Arrived')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
