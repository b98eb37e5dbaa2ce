import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { announceComingSoon, EMAIL_PROVIDERS } from '../lib/email-providers';

/** The empty state of the inbox list: one card per provider. */
export function ProviderCards({ onConnectImap }: { onConnectImap: () => void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {EMAIL_PROVIDERS.map((provider) => (
        <Card key={provider.id} className="flex flex-col">
          <CardHeader>
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <provider.icon className="size-5" aria-hidden />
              </span>
              {!provider.available && <Badge variant="secondary">Coming Soon</Badge>}
            </div>
            <CardTitle>{provider.name}</CardTitle>
            <CardDescription>{provider.description}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <Button
              className="w-full"
              variant={provider.available ? 'default' : 'outline'}
              aria-label={`Connect ${provider.name}`}
              onClick={() => (provider.available ? onConnectImap() : announceComingSoon(provider))}
            >
              Connect
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
