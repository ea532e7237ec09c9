import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppBoot } from './boot/app-boot.tsx';
import { AppProviders } from './providers/app-providers.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppBoot />
      </BrowserRouter>
    </AppProviders>
  );
}
