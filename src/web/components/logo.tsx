import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

/** The logo link leads to the root path (docs/product.md §2 "Navigation"). */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'focus-visible:ring-ring/50 flex items-center gap-2 rounded-md font-bold tracking-tight outline-none focus-visible:ring-[3px]',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
      {compact ? (
        <span className="sr-only">ElixirLab</span>
      ) : (
        <span className="text-lg">ElixirLab</span>
      )}
    </Link>
  );
}
