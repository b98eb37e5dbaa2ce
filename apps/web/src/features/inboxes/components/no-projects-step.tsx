import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export function NoProjectsStep() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>No Projects Found</DialogTitle>
        <DialogDescription>
          Inboxes need to be associated with a project. Please create a project first.
        </DialogDescription>
      </DialogHeader>
      <Button asChild>
        <Link to="/projects">
          <FolderPlus aria-hidden />
          Create Project
        </Link>
      </Button>
    </>
  );
}
