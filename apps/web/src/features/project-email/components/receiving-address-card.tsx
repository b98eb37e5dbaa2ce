import { can, type TProject } from '@papertray/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectEmail } from '../api/get-project-email';
import { AddressField } from './address-field';
import { CopyAddressButton } from './copy-address-button';
import { ProjectEmailStatistics } from './project-email-statistics';
import { ReceivingAddressActions } from './receiving-address-actions';

/** Project settings: the address mail can be forwarded to, and (for managers) its controls. */
export function ReceivingAddressCard({ project }: { project: TProject }) {
  const email = useProjectEmail(project._id);
  const canManage = can(project.role, 'projectEmail.manage');

  return (
    <Card id="receiving-address" role="region" aria-labelledby="receiving-address-title">
      <CardHeader>
        <CardTitle id="receiving-address-title">Receiving address</CardTitle>
        <CardDescription>
          Forward invoices and receipts to this address; their attachments arrive in this project's
          paper tray.
          {!canManage && ' Only owners and admins can change it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {email.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : email.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              The receiving address could not be loaded.
            </span>
            <Button variant="outline" size="sm" onClick={() => void email.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <AddressField address={email.data.fullEmail} inactive={!email.data.isActive} />
              {email.data.isActive && <CopyAddressButton address={email.data.fullEmail} />}
            </div>
            {!email.data.isActive && (
              <p className="text-sm text-muted-foreground">
                Switched off: mail sent to this address is refused.
              </p>
            )}
            <ProjectEmailStatistics statistics={email.data.statistics} />
            {canManage && <ReceivingAddressActions email={email.data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
