import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useExportAccess } from '@/features/exports/api/get-export-access';
import { ExportForm } from '@/features/exports/components/export-form';
import { ExportGate } from '@/features/exports/components/export-gate';
import { useAuth } from '@/lib/auth/auth-context';
import { useProjects } from '@/lib/projects/project-context';

export default function ExportsPage() {
  const { projects, selectedProject } = useProjects();
  const { user } = useAuth();
  const [projectId, setProjectId] = useState(selectedProject?._id ?? '');
  const access = useExportAccess(projectId || undefined);
  const project = projects.find((candidate) => candidate._id === projectId);

  return (
    <>
      <PageHeader
        title="Exports"
        description="Download a period's documents and data as a zip file for your accountant"
      />
      {projectId && access.isPending ? (
        <Skeleton className="h-80 w-full rounded-xl" />
      ) : access.data && !access.data.dataExport ? (
        <ExportGate access={access.data} isOwner={!!user && project?.ownerId === user._id} />
      ) : (
        <ExportForm projects={projects} projectId={projectId} onProjectChange={setProjectId} />
      )}
    </>
  );
}
