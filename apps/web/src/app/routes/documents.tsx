import { ScanLine } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DocumentList } from '@/features/document-list/components/document-list';
import { ProjectNotFound } from '@/features/document-list/components/project-not-found';
import { useProjects } from '@/lib/projects/project-context';

/**
 * /documents lists the selected project's documents; /projects/{projectId}/documents lists that
 * project's and makes it the selected one, so the rest of the app follows.
 */
export default function DocumentsPage() {
  const { projectId: routeProjectId } = useParams();
  const { projects, selectedProject, selectProject } = useProjects();
  const routeProject = routeProjectId
    ? (projects.find((project) => project._id === routeProjectId) ?? null)
    : null;

  useEffect(() => {
    if (routeProject && routeProject._id !== selectedProject?._id) selectProject(routeProject._id);
  }, [routeProject, selectedProject?._id, selectProject]);

  const project = routeProjectId ? routeProject : selectedProject;
  return (
    <>
      <PageHeader
        title="Documents"
        description={
          project
            ? `Invoices, receipts and contracts of ${project.name}`
            : 'Invoices, receipts and contracts'
        }
        actions={
          project && (
            <Button asChild variant="outline">
              <Link to="/documents/review">
                <ScanLine aria-hidden />
                Review Mode
              </Link>
            </Button>
          )
        }
      />
      {project ? <DocumentList key={project._id} projectId={project._id} /> : <ProjectNotFound />}
    </>
  );
}
