import { QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getQueryClient } from '../api/query';
import { registerAppDialogs } from './dialogs';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// Wherever the app root is mounted (every window, the tests), its DialogManager knows the whole map.
registerAppDialogs();

/** The app root: the one query client around the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
