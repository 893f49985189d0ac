import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// The first render as a transition: React renders it in slices and lets the browser handle
// input in between, instead of one long task (the static top bar of index.html stays on screen
// until the app's is ready).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
