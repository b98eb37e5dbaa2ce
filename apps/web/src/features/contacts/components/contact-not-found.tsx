import { ArrowLeft, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Spec: a missing contact (or another team's) gets its own page, not an error. */
export function ContactNotFound() {
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <UserRoundX className="size-12 text-muted-foreground" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">Contact not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This contact does not exist or you do not have access to it.
        </p>
      </div>
      <Button asChild>
        <Link to="/contacts">
          <ArrowLeft aria-hidden />
          Back to Contacts
        </Link>
      </Button>
    </Card>
  );
}
