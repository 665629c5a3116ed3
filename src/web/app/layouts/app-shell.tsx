import { LifeBuoyIcon, LogInIcon, LogOutIcon, MenuIcon, PanelLeftIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CardDetailsProvider } from '@web/features/cards/components/card-details-provider';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { useIsNarrow } from '@web/hooks/use-media-query';
import { useSession, useSignedInHint } from '@web/lib/session';
import { useVisitorCarryOver } from '@web/features/chat/carry-over';
import { cn } from '@web/lib/cn';
import { isNavItemActive, visibleNavItems, type NavItem } from './nav-items';
import { ThemeMenu } from './theme-menu';
import { useSignOut } from './use-sign-out';

/** docs/product.md §9: the side panel state lives in the `sidebar:state` cookie for 7 days. */
const SIDEBAR_COOKIE = 'sidebar:state';
const SIDEBAR_COOKIE_MAX_AGE = 604_800;

function readSidebarCookie(): boolean {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

function writeSidebarCookie(expanded: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

// The phone's menu drawer (Radix dialog) loads only on narrow screens.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
);

// The player-tag onboarding after sign-in: loaded only for signed-in users.
const OnboardingGate = lazy(() =>
  import('@web/features/player/components/onboarding-gate').then((m) => ({
    default: m.OnboardingGate,
  })),
);

export function AppShell() {
  useVisitorCarryOver();
  const narrow = useIsNarrow();
  const session = useSession();
  const [expanded, setExpanded] = useState(readSidebarCookie);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  const toggle = useCallback(() => {
    if (narrow) {
      setDrawerOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      writeSidebarCookie(!value);
      return !value;
    });
  }, [narrow]);

  // Ctrl/Cmd + B toggles the side panel (or the drawer on a phone).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not while typing: in a text field Ctrl+B belongs to the field (or does nothing).
      const target = event.target as HTMLElement | null;
      const typing =
        target?.isContentEditable || target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA';
      if (
        !typing &&
        event.key.toLowerCase() === 'b' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // A navigation closes the phone drawer (state adjusted during render, not in an effect).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <CardDetailsProvider>
      <div className="flex min-h-dvh w-full">
        <a
          href="#main"
          className="bg-background sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {!narrow && <SidePanel expanded={expanded} onToggle={toggle} pathname={pathname} />}
        <div className="flex min-w-0 flex-1 flex-col">
          {narrow && <MobileHeader onMenu={() => setDrawerOpen(true)} />}
          <main
            id="main"
            tabIndex={-1}
            className={cn('flex min-w-0 flex-1 flex-col outline-none', narrow && 'pb-20')}
          >
            <Outlet />
          </main>
          {session.data && (
            <Suspense fallback={null}>
              <OnboardingGate />
            </Suspense>
          )}
        </div>
        {narrow && (
          <>
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
                <NavList pathname={pathname} expanded withSupport />
              </MobileDrawer>
            </Suspense>
            <BottomBar pathname={pathname} />
          </>
        )}
      </div>
    </CardDetailsProvider>
  );
}

function SidePanel({
  expanded,
  onToggle,
  pathname,
}: {
  expanded: boolean;
  onToggle: () => void;
  pathname: string;
}) {
  return (
    <aside
      aria-label="Main navigation"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'bg-sidebar text-sidebar-foreground sticky top-0 flex h-dvh shrink-0 flex-col border-r transition-[width] duration-200',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <div
        className={cn(
          'flex h-14 items-center border-b',
          expanded ? 'justify-between px-3' : 'justify-center',
        )}
      >
        {expanded && <Logo />}
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggle}
          aria-label={expanded ? 'Collapse side panel' : 'Expand side panel'}
          aria-expanded={expanded}
          title="Toggle side panel (Ctrl+B)"
        >
          <PanelLeftIcon />
        </Button>
      </div>
      <NavList pathname={pathname} expanded={expanded} withSupport={false} />
    </aside>
  );
}

function NavList({
  pathname,
  expanded,
  withSupport,
}: {
  pathname: string;
  expanded: boolean;
  withSupport: boolean;
}) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const signOut = useSignOut();
  const items = visibleNavItems(useSignedInHint());
  return (
    <nav aria-label="Primary" className="flex flex-1 flex-col gap-1 p-2">
      {items.map((item) => (
        <NavEntry
          key={item.to}
          item={item}
          active={isNavItemActive(item, pathname)}
          expanded={expanded}
        />
      ))}
      {withSupport && (
        <NavEntry
          item={{
            to: '/support',
            label: 'Support',
            shortLabel: 'Support',
            icon: LifeBuoyIcon,
            signedInOnly: false,
            bottomBar: false,
          }}
          active={pathname === '/support'}
          expanded={expanded}
        />
      )}
      <div className="mt-auto flex flex-col gap-1 border-t pt-2">
        <div className={cn(!expanded && 'flex justify-center')}>
          <ThemeMenu compact={!expanded} />
        </div>
        {session.isPending ? null : signedIn ? (
          <ShellAction
            expanded={expanded}
            label="Sign Out"
            icon={<LogOutIcon />}
            onClick={() => void signOut()}
          />
        ) : (
          <ShellAction expanded={expanded} label="Sign In" icon={<LogInIcon />} to="/auth" />
        )}
      </div>
    </nav>
  );
}

function NavEntry({
  item,
  active,
  expanded,
}: {
  item: NavItem;
  active: boolean;
  expanded: boolean;
}) {
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'hover:bg-sidebar-accent focus-visible:ring-ring/50 flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-[3px]',
        active && 'bg-sidebar-accent text-primary',
        !expanded && 'justify-center px-0',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {expanded ? (
        <span className="truncate">{item.label}</span>
      ) : (
        <span className="sr-only">{item.label}</span>
      )}
    </Link>
  );
  if (expanded) return link;
  // Collapsed: the label shows at once beside the icon on hover or focus (docs/product.md: 0 ms side panel tooltips).
  return (
    <div className="group relative">
      {link}
      <span
        aria-hidden="true"
        className="bg-foreground text-background pointer-events-none absolute top-1/2 left-full z-50 ml-2 hidden -translate-y-1/2 rounded-md px-2 py-1 text-xs whitespace-nowrap group-focus-within:block group-hover:block"
      >
        {item.label}
      </span>
    </div>
  );
}

function ShellAction({
  expanded,
  label,
  icon,
  onClick,
  to,
}: {
  expanded: boolean;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
}) {
  const className = cn('w-full', expanded ? 'justify-start' : 'justify-center px-0');
  const content = (
    <>
      {icon}
      {expanded ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </>
  );
  return to ? (
    <Button variant="ghost" size="sm" className={className} asChild>
      <Link to={to}>{content}</Link>
    </Button>
  ) : (
    <Button variant="ghost" size="sm" className={className} onClick={onClick}>
      {content}
    </Button>
  );
}

function MobileHeader({ onMenu }: { onMenu: () => void }) {
  return (
    <header className="bg-background/95 sticky top-0 z-40 flex h-14 items-center justify-between border-b px-3 backdrop-blur">
      <Button variant="ghost" size="icon" onClick={onMenu} aria-label="Open menu">
        <MenuIcon />
      </Button>
      <Logo />
      <ThemeMenu compact />
    </header>
  );
}

function BottomBar({ pathname }: { pathname: string }) {
  const signedIn = useSignedInHint();
  const items = visibleNavItems(signedIn).filter((item) => item.bottomBar);
  return (
    <nav
      aria-label="Bottom navigation"
      className="bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'text-muted-foreground focus-visible:ring-ring/50 flex flex-col items-center gap-0.5 py-2 text-xs font-medium outline-none focus-visible:ring-[3px]',
                  active && 'text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {item.shortLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
