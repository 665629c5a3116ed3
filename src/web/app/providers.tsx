import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { installToastPolicy } from '@web/lib/toast-policy';
import { ThemeProvider, useTheme } from '@web/lib/theme';
import { createQueryClient } from './query-client';

installToastPolicy();

/** docs/product.md §2/§9: toasts bottom right, labelled Notifications, Alt+T, up to 3 visible, about 4 s. */
function Toasts() {
  const { resolved } = useTheme();
  return (
    <Toaster
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      visibleToasts={3}
      duration={4500}
      theme={resolved}
      closeButton
      // Failures in the destructive style (docs/product.md §8), in colours that keep AA contrast.
      toastOptions={{
        classNames: {
          error: 'toast-error',
          success: 'toast-success',
        },
      }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
