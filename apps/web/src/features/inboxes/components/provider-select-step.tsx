import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { announceComingSoon, EMAIL_PROVIDERS } from '../lib/email-providers';

export function ProviderSelectStep({ onSelectImap }: { onSelectImap: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose Email Provider</DialogTitle>
        <DialogDescription>Pick where the mail with your paperwork arrives.</DialogDescription>
      </DialogHeader>
      <ul className="grid gap-2">
        {EMAIL_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              aria-disabled={!provider.available}
              onClick={() => (provider.available ? onSelectImap() : announceComingSoon(provider))}
              className={
                'flex w-full items-center gap-3 rounded-lg border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring ' +
                (provider.available ? 'hover:bg-muted/50' : 'opacity-60')
              }
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <provider.icon className="size-5" aria-hidden />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{provider.name}</span>
                <span className="text-sm text-muted-foreground">{provider.description}</span>
              </span>
              {provider.available ? (
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
              ) : (
                <Badge variant="secondary">Coming Soon</Badge>
              )}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
