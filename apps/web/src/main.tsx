import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { seedStorePage } from './app/prefetch';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/router';
import './app/styles.css';

seedStorePage(queryClient);

// A transition: React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task that holds off input and paint on a slow phone.
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
