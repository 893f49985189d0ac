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
  import('./app/app').then(
    ({ App }) => {
      startTransition(() => {
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    },
    // Its files failed to arrive (the connection dropped, or a new release replaced them).
    () => root.render(<LoadFailed />),
  );
});

// JavaScript errors go to this server's event log (spec 2 §7). The reporter's code loads after
// the page has (off the first paint's path); an error before that goes unreported.
function reportErrors() {
  import('./features/analytics/lib/error-events').then(
    ({ installErrorEvents }) => installErrorEvents(),
    () => undefined,
  );
}
if (document.readyState === 'complete') reportErrors();
else window.addEventListener('load', reportErrors, { once: true });

function LoadFailed() {
  return (
    <div role="alert" style={{ margin: 16, font: '16px/1.5 system-ui, sans-serif' }}>
      <p>Alexandria could not load. Check your connection, then reload the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
