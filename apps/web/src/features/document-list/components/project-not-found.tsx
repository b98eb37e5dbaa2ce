import { FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyListState } from '@/components/empty-list-state';
import { Button } from '@/components/ui/button';

/** /projects/{id}/documents for a project the user is not a member of (or that is gone). */
export function ProjectNotFound() {
  return (
    <EmptyListState
      icon={FolderX}
      title="Project not found"
      text="This project does not exist or you are not a member of it."
    >
      <Button asChild variant="outline" size="sm">
        <Link to="/documents">Back to Documents</Link>
      </Button>
    </EmptyListState>
  );
}
