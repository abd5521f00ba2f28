import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-store';
import { SignIn } from '../auth/SignIn';
import { loadLocales, loadSchemas } from '../api/cms';
import { useBuilder } from '../store/store';
import { RouterProvider } from 'react-aria-components';
import { AlertBar } from './AlertBar';
import { AppHeader } from './AppHeader';
import { navigate, ROUTES, useLocation } from './router';
import { reportError } from './report-error';
import { Dashboard } from '../dashboard/Dashboard';
import { CreatePage } from '../dashboard/CreatePage';
import { BuilderPage } from '../builder-page/BuilderPage';
import { PreviewPage } from '../preview/PreviewPage';
import { GalleryPage } from '../gallery/GalleryPage';

/** Schemas and locales, read once per sign-in: the palette and every form come from them. */
function useSchemas(): 'loading' | 'ready' | 'failed' {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    Promise.all([loadSchemas(), loadLocales()])
      .then(([schemas, locales]) => {
        if (!live) return;
        useBuilder.getState().setSchemas(schemas.components, schemas.contentTypes);
        useBuilder.getState().setLocales(locales);
        setStatus('ready');
      })
      .catch((error) => {
        if (!live) return;
        reportError('Loading the block schemas', error);
        setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, []);
  return status;
}

/** The skip link's target is the page's <main> (every screen has one), focused so that Tab continues inside it. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.setAttribute('tabindex', '-1');
  main.focus();
}

function Shell() {
  const { pathname } = useLocation();
  const schemas = useSchemas();
  useEffect(() => {
    if (pathname === '/' || pathname === '/App' || pathname === '/App/App') navigate(ROUTES.dashboard, { replace: true });
  }, [pathname]);
  let page: React.ReactNode;
  if (schemas === 'loading') page = <p className="loading">Loading block schemas…</p>;
  else if (schemas === 'failed') page = <p className="loading">The block schemas could not be loaded. Reload to try again.</p>;
  else if (pathname === ROUTES.dashboard) page = <Dashboard />;
  else if (pathname === ROUTES.create) page = <CreatePage />;
  // The builder's top bar is its header (BuilderPage shows AppHeader while the page is not open).
  else if (pathname === ROUTES.builder) page = <BuilderPage />;
  else if (pathname === ROUTES.preview) page = <PreviewPage />;
  else if (pathname === ROUTES.gallery) page = <GalleryPage />;
  else page = <p className="loading">Page not found: {pathname}</p>;
  return (
    <>
      <nav className="skip-links" aria-label="Skip links">
        <a href="#main" onClick={skipToMain}>
          Skip to main content
        </a>
      </nav>
      {(pathname !== ROUTES.builder || schemas !== 'ready') && <AppHeader />}
      <AlertBar />
      {page}
    </>
  );
}

export function App() {
  const status = useAuth((state) => state.status);
  const restore = useAuth((state) => state.restore);
  useEffect(() => {
    void restore();
  }, [restore]);
  if (status === 'checking') return <p className="loading">Checking your session…</p>;
  if (status === 'signed-out') return <SignIn />;
  // React Aria's links (the top bar's) navigate inside the app, as the router's own links do.
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <Shell />
    </RouterProvider>
  );
}
