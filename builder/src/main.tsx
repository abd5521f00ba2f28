import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// Inter, self-hosted as the site does (@fontsource-variable/inter: the font files are bundled, no third party).
import '@fontsource-variable/inter';
import './app/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
