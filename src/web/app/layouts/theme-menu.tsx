import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/cn';
import { useTheme, type ThemePreference } from '@web/lib/theme';

const options: { value: ThemePreference; label: string; icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

/**
 * Light / dark / system as a radio group (arrow keys move between options). Compact mode (the
 * collapsed side panel, the phone header) shows one button that opens the same three choices as
 * a menu, so one tap never lands on a theme the user did not pick.
 */
export function ThemeMenu({ compact = false }: { compact?: boolean }) {
  const { theme, setTheme } = useTheme();
  if (compact) {
    const current = options.find((o) => o.value === theme) ?? options[2];
    const Icon = current?.icon ?? MonitorIcon;
    return (
      // Not modal: a three-choice menu need not hide the page from assistive technology.
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={`Theme: ${current?.label ?? 'System'}`}
          title={`Theme: ${current?.label ?? 'System'}`}
          className="hover:bg-accent focus-visible:ring-ring/50 inline-flex size-8 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
        >
          <Icon className="size-4" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="px-2 py-1 text-xs font-medium">Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-label="Theme"
            value={theme}
            onValueChange={(value) => {
              const picked = options.find((o) => o.value === value);
              if (picked) setTheme(picked.value);
            }}
          >
            {options.map(({ value, label, icon: ItemIcon }) => (
              <DropdownMenuRadioItem key={value} value={value}>
                <ItemIcon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
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
