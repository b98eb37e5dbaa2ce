import { Inbox, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ReviewMode } from '../lib/review-keys';

/** Spec messages for an empty queue. */
const EMPTY_MESSAGES: Record<ReviewMode, string> = {
  tray: 'No new documents to review',
  trash: 'No documents in trash to review',
};

export function ReviewEmptyState({ mode }: { mode: ReviewMode }) {
  const Icon = mode === 'tray' ? Inbox : Trash2;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-medium">{EMPTY_MESSAGES[mode]}</p>
      {mode === 'tray' && (
        <p className="max-w-sm text-sm text-muted-foreground">
          New uploads and documents from email land in the paper tray.
        </p>
      )}
      <Button asChild variant="outline">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </Card>
  );
}
