import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useProjects } from '@/lib/projects/project-context';

/** Project guard: without a selected project, go pick one and come back afterwards. */
export function RequireProject() {
  const { isLoading, selectedProject } = useProjects();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!selectedProject) return <Navigate to="/select-project" replace state={{ from: location }} />;
  return <Outlet />;
}
