import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// The app's own modules (its libraries included) evaluate in a task of their own, after
// react-dom's, rather than in one long task with it; index.html preloads them meanwhile. The first
// render runs as a transition: React renders it in slices and lets the browser handle input in
// between (the static top bar of index.html stays on screen until the app's is ready).
setTimeout(() => {
  void import('./app/app').then(({ App }) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
});
