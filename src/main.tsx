import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';
// Swiper's CSS (~2 KB gzip) ships with the page, its JS loads later: inserted late,
// a stylesheet makes the browser restyle the whole page just as the carousels start.
import 'swiper/css';
import 'swiper/css/pagination';

async function startMockWorker() {
  // `npm run dev:msw`: the browser worker answers the product backend, no stub process.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW === 'true') {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  }
}

await startMockWorker();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
