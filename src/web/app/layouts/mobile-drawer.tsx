import type { ReactNode } from 'react';
import { Logo } from '@web/components/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';

/** The phone's slide-in menu (docs/product.md §2 "Mobile"): the navigation, Support and Sign In/Out. */
export function MobileDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-[18rem]" aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigate ElixirLab</SheetDescription>
        <div className="flex h-14 items-center border-b px-4">
          <Logo />
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
