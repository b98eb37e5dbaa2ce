import type { TProject } from '@papertray/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreateProject, useUpdateProject } from '../api/project-mutations';
import { ProjectForm } from './project-fields';

interface ProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; without it the dialog creates a new one. */
  project?: TProject;
  onCreated?: (project: TProject) => void;
}

export function ProjectDialog({ open, onOpenChange, project, onCreated }: ProjectDialogProps) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const editing = !!project;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit project' : 'Create project'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Update the name, description and tags.'
              : 'A project keeps the inboxes, documents and team of one business together.'}
          </DialogDescription>
        </DialogHeader>
        <ProjectForm
          key={project?._id ?? 'new'}
          idPrefix={editing ? 'edit-project' : 'new-project'}
          initial={project}
          submitLabel={editing ? 'Save changes' : 'Create project'}
          busyLabel={editing ? 'Saving...' : 'Creating...'}
          busy={create.isPending || update.isPending}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values) => {
            if (project) {
              update.mutate(
                { id: project._id, ...values },
                { onSuccess: () => onOpenChange(false) },
              );
            } else {
              create.mutate(values, {
                onSuccess: (created) => {
                  onOpenChange(false);
                  onCreated?.(created);
                },
              });
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
