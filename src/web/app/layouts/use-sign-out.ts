import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { refreshSession } from '@web/lib/session';

/** docs/product.md §2: sign out, 'Signed out successfully', back to / replacing history. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { authClient } = await import('@web/lib/auth-client');
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Error signing out', { description: error.message ?? 'Please try again.' });
      return;
    }
    queryClient.clear();
    await refreshSession(queryClient);
    toast.success('Signed out successfully');
    await navigate('/', { replace: true });
  };
}
