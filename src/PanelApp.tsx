import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

export function renderPanelApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      {/* Real paths (/panel/view-company...), not react-admin's default hash routes, so links and bookmarks match the spec. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
