import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useRejectInvitation } from '../api/reject-invitation';

/** Declining needs no account: the link is the credential. The page then shows the outcome. */
export function DeclineInvitationButton({
  inviteId,
  disabled,
}: {
  inviteId: string;
  disabled?: boolean;
}) {
  const reject = useRejectInvitation(inviteId);
  return (
    <Button
      type="button"
      variant="ghost"
      disabled={disabled || reject.isPending}
      onClick={() =>
        reject.mutate(undefined, {
          onError: (error) =>
            toast({
              title: 'Failed to decline invitation',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      {reject.isPending ? 'Declining...' : 'Decline'}
    </Button>
  );
}
