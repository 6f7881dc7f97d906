import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seedStoreHome } from './app/prefetch';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/router';
import './app/styles.css';

seedStoreHome(queryClient);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
