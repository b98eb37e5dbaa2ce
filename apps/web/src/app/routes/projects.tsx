import type { TProject } from '@papertray/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DeleteProjectDialog } from '@/features/projects/components/delete-project-dialog';
import { ProjectCard } from '@/features/projects/components/project-card';
import { ProjectDialog } from '@/features/projects/components/project-dialog';
import { useProjects } from '@/lib/projects/project-context';

type DialogState = { kind: 'create' } | { kind: 'edit'; project: TProject } | null;

export default function ProjectsPage() {
  const { projects, isLoading, selectedProject, selectProject } = useProjects();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<TProject | null>(null);

  const open = (project: TProject) => {
    selectProject(project._id);
    void navigate('/dashboard');
  };

  return (
    <>
      <PageHeader
        title="Projects"
        description="Each project keeps the inboxes, documents and team of one business."
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden />
            New project
          </Button>
        }
      />
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : projects.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No projects yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Create a project to get started.</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard
              key={project._id}
              project={project}
              selected={project._id === selectedProject?._id}
              onOpen={() => open(project)}
              onEdit={() => setDialog({ kind: 'edit', project })}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </div>
      )}
      <ProjectDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        project={dialog?.kind === 'edit' ? dialog.project : undefined}
      />
      <DeleteProjectDialog
        project={deleting}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
      />
    </>
  );
}
