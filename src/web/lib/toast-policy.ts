import { toast } from 'sonner';

/**
 * One rule for every toast: a success clears the errors still on screen (a "Login failed" next to
 * "Welcome back!" tells the user two opposite things). Installed once, by the providers.
 */
export function installToastPolicy(): void {
  const success = toast.success;
  toast.success = ((...args: Parameters<typeof success>) => {
    for (const shown of toast.getToasts())
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
    return success(...args);
  }) as typeof toast.success;
}
