import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useTheme, type ThemePreference } from '@web/lib/theme';

const options: { value: ThemePreference; label: string; icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

/**
 * Light / dark / system as a radio group (arrow keys move between options). Compact mode (the
 * collapsed side panel, the phone header) shows one button that steps to the next preference.
 */
export function ThemeMenu({ compact = false }: { compact?: boolean }) {
  const { theme, setTheme } = useTheme();
  if (compact) {
    const index = options.findIndex((o) => o.value === theme);
    const current = options[index] ?? options[2];
    const next = options[(index + 1) % options.length] ?? options[0];
    const Icon = current?.icon ?? MonitorIcon;
    return (
      <button
        type="button"
        onClick={() => next && setTheme(next.value)}
        aria-label={`Theme: ${current?.label ?? 'System'}. Switch to ${next?.label ?? 'Light'}`}
        title={`Theme: ${current?.label ?? 'System'}`}
        className="hover:bg-accent focus-visible:ring-ring/50 inline-flex size-8 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    );
  }
  return (
    <div role="radiogroup" aria-label="Theme" className="bg-muted flex rounded-md p-0.5">
      {options.map(({ value, label, icon: Icon }) => {
        const checked = theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => setTheme(value)}
            onKeyDown={(event) => {
              const step =
                event.key === 'ArrowRight' || event.key === 'ArrowDown'
                  ? 1
                  : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                    ? -1
                    : 0;
              if (!step) return;
              event.preventDefault();
              const i = options.findIndex((o) => o.value === value);
              const target = options[(i + step + options.length) % options.length];
              if (target) setTheme(target.value);
              const group = event.currentTarget.parentElement;
              requestAnimationFrame(() =>
                group?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus(),
              );
            }}
            className={cn(
              'focus-visible:ring-ring/50 flex flex-1 items-center justify-center gap-1 rounded px-2 py-1 text-xs font-medium outline-none focus-visible:ring-[3px]',
              checked
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
