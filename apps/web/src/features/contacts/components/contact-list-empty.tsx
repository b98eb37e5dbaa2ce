import { SearchX, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** No contacts at all yet, or none matching the search and type filter. */
export function ContactListEmpty({
  filtered,
  onClear,
}: {
  filtered: boolean;
  onClear: () => void;
}) {
  const Icon = filtered ? SearchX : UsersRound;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="font-semibold">{filtered ? 'No contacts found' : 'No contacts yet'}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered
          ? 'No contacts match your search or filter.'
          : 'Contacts appear here when documents are processed: every supplier becomes a contact.'}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/documents">Go to Documents</Link>
        </Button>
      )}
    </Card>
  );
}
