import { BrowserRouter } from 'react-router';
import { AppBoot } from './boot/app-boot.tsx';
import { AppProviders } from './providers/app-providers.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppBoot />
      </BrowserRouter>
    </AppProviders>
  );
}
