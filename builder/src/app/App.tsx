import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-store';
import { SignIn } from '../auth/SignIn';
import { loadLocales, loadSchemas } from '../api/cms';
import { useBuilder } from '../store/store';
import { AlertBar } from './AlertBar';
import { navigate, onLinkClick, ROUTES, useLocation } from './router';
import { reportError } from './report-error';
import { Dashboard } from '../dashboard/Dashboard';
import { CreatePage } from '../dashboard/CreatePage';
import { BuilderPage } from '../builder-page/BuilderPage';
import { PreviewPage } from '../preview/PreviewPage';

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
  const user = useAuth((state) => state.user);
  const signOut = useAuth((state) => state.signOut);
  const schemas = useSchemas();
  useEffect(() => {
    if (pathname === '/' || pathname === '/App' || pathname === '/App/App') navigate(ROUTES.dashboard, { replace: true });
  }, [pathname]);
  let page: React.ReactNode;
  if (schemas === 'loading') page = <p className="loading">Loading block schemas…</p>;
  else if (schemas === 'failed') page = <p className="loading">The block schemas could not be loaded. Reload to try again.</p>;
  else if (pathname === ROUTES.dashboard) page = <Dashboard />;
  else if (pathname === ROUTES.create) page = <CreatePage />;
  else if (pathname === ROUTES.builder) page = <BuilderPage />;
  else if (pathname === ROUTES.preview) page = <PreviewPage />;
  else page = <p className="loading">Page not found: {pathname}</p>;
  return (
    <>
      <nav className="skip-links" aria-label="Skip links">
        <a href="#main" onClick={skipToMain}>
          Skip to main content
        </a>
      </nav>
      <header className="app-header">
        <nav aria-label="Main">
          <a href={ROUTES.dashboard} onClick={onLinkClick}>
            Dashboard
          </a>
          <a href={ROUTES.create} onClick={onLinkClick}>
            New page
          </a>
        </nav>
        <span className="user" title={user?.email}>
          {user?.email}
        </span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
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
  return <Shell />;
}
