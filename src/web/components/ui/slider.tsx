import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A range slider; pass one `thumbLabels` entry per thumb so screen readers can name each. */
export function Slider({
  className,
  thumbLabels,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels: string[] }) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="bg-muted relative h-1.5 w-full grow overflow-hidden rounded-full">
        <SliderPrimitive.Range className="bg-primary absolute h-full" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          className="border-primary bg-background hover:ring-ring/30 focus-visible:ring-ring/50 relative block size-5 shrink-0 rounded-full border-2 shadow-sm transition-[color,box-shadow] before:absolute before:-inset-3.5 before:content-[''] hover:ring-4 focus-visible:ring-4 focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
