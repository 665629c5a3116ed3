import type { Auth } from './auth';

type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export interface SessionCache {
  get(token: string): Session | undefined;
  set(token: string, session: Session): void;
  /** Forgets every remembered session (after any account or session change). */
  clear(): void;
}

/**
 * Sessions read from the database, remembered for a few seconds so that a burst of signed-in reads
 * does not look the same session up again and again. Only for the embedded database: one process
 * owns its data folder (ADR 014), so every sign-out, session revocation, password change or account
 * deletion passes through this process, which then forgets every session it remembers. With
 * PostgreSQL another instance may end a session, so nothing is remembered there.
 */
export function createSessionCache(options: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, { session: Session; until: number }>();
  return {
    get(token) {
      const hit = entries.get(token);
      if (!hit) return undefined;
      if (hit.until > Date.now()) return hit.session;
      entries.delete(token);
      return undefined;
    },
    set(token, session) {
      if (entries.size >= options.maxEntries) entries.clear();
      const expires = new Date(session.session.expiresAt).getTime();
      entries.set(token, { session, until: Math.min(Date.now() + options.ttlMs, expires) });
    },
    clear() {
      entries.clear();
    },
  };
}
