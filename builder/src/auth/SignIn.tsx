import { useState } from 'react';
import { useAuth } from './auth-store';

export function SignIn() {
  const signIn = useAuth((state) => state.signIn);
  const error = useAuth((state) => state.error);
  const [busy, setBusy] = useState(false);
  return (
    <main className="sign-in">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setBusy(true);
          await signIn(String(form.get('email')), String(form.get('password')));
          setBusy(false);
        }}
      >
        <h1>Page builder</h1>
        <p>Sign in with your CMS account.</p>
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
