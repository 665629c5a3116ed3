import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@web/components/logo';
import { cn } from '@web/lib/cn';
import { usePublicConfig } from '@web/lib/public-config';
import { FanContentNotice } from './fan-content-notice';

/** docs/product.md §9: the legal pages were last updated in January 2025. */
export const LEGAL_LAST_UPDATED = 'January 2025';

const links = [
  ['/', 'Home'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/support', 'Support'],
] as const;

/** docs/product.md §2 legal pages: header links to home and the other pages, footer with the year and disclaimer. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { config } = usePublicConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <nav aria-label="Legal pages">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {links.map(([to, label]) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'hover:text-foreground underline-offset-4 hover:underline',
                        isActive ? 'text-foreground font-medium' : 'text-muted-foreground',
                      )
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground mt-1 text-sm">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="legal-prose mt-6">{children}</div>
      </main>
      <footer className="text-muted-foreground border-t text-sm">
        <div className="mx-auto grid max-w-3xl gap-2 px-4 py-6">
          <p>
            © {new Date().getFullYear()} ElixirLab ·{' '}
            <a href={`mailto:${config.supportEmail}`} className="underline underline-offset-2">
              {config.supportEmail}
            </a>
          </p>
          <FanContentNotice />
        </div>
      </footer>
    </div>
  );
}
