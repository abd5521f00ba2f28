import { create } from 'zustand';
import { jwtExpiry, refreshDelay } from './jwt';
import type { Permission } from './permissions';

export interface AdminUser {
  id: number;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
}

interface AuthState {
  status: 'checking' | 'signed-out' | 'signed-in';
  /** The admin access token: in memory only. Reloads get a new one from Strapi's httpOnly refresh cookie. */
  token: string | null;
  user: AdminUser | null;
  permissions: Permission[];
  error: string | null;
  restore(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<string | null>;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<string | null> | null = null;

async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = await readJson<{ error?: { message?: string } }>(response);
    return body.error?.message ?? `Request failed with status code ${response.status}`;
  } catch {
    return `Request failed with status code ${response.status}`;
  }
}

function authorized(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, credentials: 'same-origin' };
}

export const useAuth = create<AuthState>()((set, get) => {
  const schedule = (token: string) => {
    clearTimeout(timer);
    const expiresAt = jwtExpiry(token);
    if (expiresAt) timer = setTimeout(() => void get().refresh(), refreshDelay(expiresAt, Date.now()));
  };

  const loadProfile = async (token: string) => {
    const [me, permissions] = await Promise.all([fetch('/admin/users/me', authorized(token)), fetch('/admin/users/me/permissions', authorized(token))]);
    if (!me.ok) throw new Error(await errorMessage(me));
    if (!permissions.ok) throw new Error(await errorMessage(permissions));
    const user = (await readJson<{ data: AdminUser }>(me)).data;
    const list = (await readJson<{ data: Permission[] }>(permissions)).data;
    set({ status: 'signed-in', token, user, permissions: list, error: null });
    schedule(token);
  };

  return {
    status: 'checking',
    token: null,
    user: null,
    permissions: [],
    error: null,
    restore: async () => {
      const token = await get().refresh();
      if (!token) return;
      try {
        await loadProfile(token);
      } catch (error) {
        console.error('[auth] could not load the signed-in profile', error);
        set({ status: 'signed-out', token: null, error: (error as Error).message });
      }
    },
    signIn: async (email, password) => {
      set({ error: null });
      let response: Response;
      try {
        response = await fetch('/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ email, password, rememberMe: true }),
        });
      } catch {
        set({ error: 'The CMS is not reachable. Try again when it is back.' });
        return;
      }
      if (!response.ok) {
        set({ error: response.status === 400 || response.status === 401 ? 'Invalid email or password' : await errorMessage(response) });
        return;
      }
      const { data } = await readJson<{ data: { token: string } }>(response);
      await loadProfile(data.token).catch((error: Error) => set({ status: 'signed-out', token: null, error: error.message }));
    },
    signOut: async () => {
      const token = get().token;
      clearTimeout(timer);
      // The CMS must end the session (and clear its refresh cookie) before the editor is shown as
      // signed out: otherwise a reload right away would quietly sign them back in.
      if (token) {
        const response = await fetch('/admin/logout', { method: 'POST', keepalive: true, ...authorized(token) }).catch((error: Error) => error);
        if (response instanceof Error || !response.ok) console.error('[auth] sign-out was not confirmed by the CMS', response);
      }
      set({ status: 'signed-out', token: null, user: null, permissions: [] });
    },
    refresh: () => {
      inFlight ??= (async () => {
        try {
          const response = await fetch('/admin/access-token', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
          if (!response.ok) {
            clearTimeout(timer);
            set({ status: 'signed-out', token: null });
            return null;
          }
          const { data } = await readJson<{ data: { token: string } }>(response);
          set({ token: data.token });
          schedule(data.token);
          return data.token;
        } catch (error) {
          // Offline: keep the current state; the next call retries.
          console.error('[auth] refresh failed', error);
          if (get().status === 'checking') set({ status: 'signed-out' });
          return get().token;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  };
});
