import type { TProject } from '@papertray/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isPlanLimit } from '@/lib/api-error';
import { useCreateProject, useUpdateProject } from '../api/project-mutations';
import { PlanLimitNotice } from './plan-limit-notice';
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
  // The plan refused a new project: said in the dialog, with the upgrade, not only in a toast.
  const limit = !editing && isPlanLimit(create.error) ? create.error.message : null;
  const changeOpen = (next: boolean) => {
    if (!next) create.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit project' : 'Create project'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Update the name, description and tags.'
              : 'A project keeps the inboxes, documents and team of one business together.'}
          </DialogDescription>
        </DialogHeader>
        {limit && <PlanLimitNotice message={limit} onUpgrade={() => changeOpen(false)} />}
        <ProjectForm
          key={project?._id ?? 'new'}
          idPrefix={editing ? 'edit-project' : 'new-project'}
          initial={project}
          submitLabel={editing ? 'Save changes' : 'Create project'}
          busyLabel={editing ? 'Saving...' : 'Creating...'}
          busy={create.isPending || update.isPending}
          onCancel={() => changeOpen(false)}
          onSubmit={(values) => {
            if (project) {
              update.mutate(
                { id: project._id, ...values },
                { onSuccess: () => onOpenChange(false) },
              );
            } else {
              create.mutate(values, {
                onSuccess: (created) => {
                  changeOpen(false);
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
