import type { TProject } from '@papertray/contract';
import { ChevronRight, FolderKanban, LogOut, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ProjectDialog } from '@/features/projects/components/project-dialog';
import { RoleBadge } from '@/features/projects/components/role-badge';
import { useAuth } from '@/lib/auth/auth-context';
import { useProjects } from '@/lib/projects/project-context';
import { projectsQueryOptions } from '@/lib/projects/projects-query';
import { useQueryClient } from '@tanstack/react-query';
import { originFromState } from '../guards/redirect-target';

export default function SelectProjectPage() {
  const { projects, isLoading, selectedProject, selectProject } = useProjects();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const target = originFromState(location.state) ?? '/dashboard';

  const pick = (project: TProject) => {
    selectProject(project._id);
    void navigate(target, { replace: true });
  };

  // The chooser shows only when there is a choice: the only project is selected already.
  if (!isLoading && projects.length === 1 && !creating) return <Navigate to={target} replace />;

  return (
    <div className="min-h-dvh bg-background">
      <header className="flex h-16 items-center justify-between gap-2 border-b bg-card px-4 sm:px-8">
        <Logo />
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to="/projects">Manage Projects</Link>
          </Button>
          {/* Icon only below 640 px: the header holds the logo and both actions at 360 px. */}
          <Button variant="ghost" size="sm" aria-label="Logout" onClick={() => void logout()}>
            <LogOut aria-hidden />
            <span className="hidden sm:inline">Logout</span>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {user?.name ? `Welcome, ${user.name.split(' ')[0]}` : 'Welcome'}
        </h1>
        <p className="mt-2 text-muted-foreground">Choose the project you want to work on.</p>
        <div className="mt-8">
          {isLoading ? (
            <PageSpinner />
          ) : (
            <ul className="grid grid-cols-1 gap-3" aria-label="Your projects">
              {projects.map((project) => (
                <li key={project._id}>
                  <button
                    type="button"
                    onClick={() => pick(project)}
                    className="group flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <FolderKanban className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="truncate font-medium">{project.name}</span>
                        <RoleBadge role={project.role} />
                        {project._id === selectedProject?._id && (
                          <span className="text-xs text-muted-foreground">Last used</span>
                        )}
                      </span>
                      <span className="mt-0.5 block truncate text-sm text-muted-foreground">
                        {project.description || 'No description'}
                      </span>
                    </span>
                    <ChevronRight
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!isLoading && projects.length === 0 && (
            <Card className="p-8 text-center">
              <p className="font-medium">You have no projects yet</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Please create a project to get started.
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="mt-4"
                onClick={() =>
                  void queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey })
                }
              >
                <RefreshCw aria-hidden />
                Reload
              </Button>
            </Card>
          )}
          <Button variant="outline" className="mt-4 w-full" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Create a project
          </Button>
        </div>
      </main>
      <ProjectDialog open={creating} onOpenChange={setCreating} onCreated={pick} />
    </div>
  );
}
