import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// The first page's look without MUI (docs/web.md, "The login page budget"): MUI's baseline and
// the light components, then the shell's layout; the keyboard focus ring (the file says why).
import './shared/ui/light/light.css';
import './app/shell/shell.css';
import './app/providers/focus-ring.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
