import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { environment } from './relay/environment';
import { routes } from './routes/routes';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
