import type { TProjectEmail } from '@papertray/contract';
import { Power, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useCreateProjectEmail } from '../api/create-project-email';
import { useDeactivateProjectEmail } from '../api/deactivate-project-email';
import { useRegenerateProjectEmail } from '../api/regenerate-project-email';

function showFailure(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
}

/** Owner and admin: a new address, switching it off, or on again (which issues a new one). */
export function ReceivingAddressActions({ email }: { email: TProjectEmail }) {
  const [confirming, setConfirming] = useState<'regenerate' | 'deactivate' | null>(null);
  const regenerate = useRegenerateProjectEmail();
  const deactivate = useDeactivateProjectEmail();
  const create = useCreateProjectEmail();
  const close = () => setConfirming(null);

  if (!email.isActive) {
    return (
      <Button
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { projectId: email.projectId, name: email.name },
            {
              onSuccess: () =>
                toast({
                  title: 'Receiving address on',
                  description: 'Mail sent to the new address arrives in this project.',
                }),
              onError: showFailure('Failed to turn the address on'),
            },
          )
        }
      >
        <Power aria-hidden />
        {create.isPending ? 'Turning on...' : 'Turn on with a new address'}
      </Button>
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setConfirming('regenerate')}>
          <RefreshCw aria-hidden />
          Regenerate address
        </Button>
        <Button variant="outline" onClick={() => setConfirming('deactivate')}>
          <Power aria-hidden />
          Deactivate
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => !open && close()}
        title="Regenerate the address?"
        description={
          <>
            <strong className="break-all text-foreground">{email.fullEmail}</strong> stops working
            at once: mail sent to it is refused. Update your forwarding rules to the new address.
          </>
        }
        confirmLabel="Regenerate address"
        busyLabel="Regenerating..."
        busy={regenerate.isPending}
        onConfirm={() =>
          regenerate.mutate(email.projectId, {
            onSuccess: (fresh) => {
              close();
              toast({ title: 'New address ready', description: fresh.fullEmail });
            },
            onError: showFailure('Failed to regenerate the address'),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => !open && close()}
        title="Deactivate the address?"
        description={
          <>
            Mail sent to <strong className="break-all text-foreground">{email.fullEmail}</strong> is
            refused from now on. Turning it on again issues a new address.
          </>
        }
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={deactivate.isPending}
        onConfirm={() =>
          deactivate.mutate(email.projectId, {
            onSuccess: (response) => {
              close();
              toast({ title: 'Address deactivated', description: response.message });
            },
            onError: showFailure('Failed to deactivate the address'),
          })
        }
      />
    </>
  );
}
