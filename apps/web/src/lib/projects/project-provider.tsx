import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PROJECT, type TProject } from '@papertray/contract';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api';
import { errorMessage } from '../api-error';
import { useAuth } from '../auth/auth-context';
import { toast } from '../toast-store';
import { ProjectContext, type ProjectContextValue } from './project-context';
import { projectSelectionStorage } from './project-selection-storage';
import { projectsQueryOptions } from './projects-query';

export function ProjectProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = status === 'authenticated';
  const projectsQuery = useQuery({ ...projectsQueryOptions, enabled: signedIn });
  const [selectedId, setSelectedId] = useState(projectSelectionStorage.get);
  const [defaultTriedFor, setDefaultTriedFor] = useState<string | null>(null);

  const selectProject = useCallback((id: string) => {
    projectSelectionStorage.set(id);
    setSelectedId(id);
  }, []);

  const clearSelection = useCallback(() => {
    projectSelectionStorage.clear();
    setSelectedId(null);
  }, []);

  // The session changed (login, register, logout): re-read what storage now says.
  useEffect(() => {
    setSelectedId(projectSelectionStorage.get());
  }, [status, user?._id]);

  const createDefault = useMutation({
    mutationFn: () => api.post<TProject>('/projects', DEFAULT_PROJECT),
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey });
      if (project?._id) selectProject(project._id);
      toast({
        title: 'Welcome!',
        description: "We've created a default project for you to get started.",
      });
    },
    onError: () => {
      toast({ title: 'Note', description: 'Please create a project to get started' });
    },
  });

  const projects = projectsQuery.data;
  const needsDefaultProject = !!user && projects?.length === 0 && defaultTriedFor !== user._id;
  const createDefaultProject = createDefault.mutate;
  useEffect(() => {
    if (!needsDefaultProject || !user) return;
    setDefaultTriedFor(user._id);
    createDefaultProject();
  }, [needsDefaultProject, user, createDefaultProject]);

  useEffect(() => {
    if (projectsQuery.error) {
      toast({
        title: 'Error loading projects',
        description: errorMessage(projectsQuery.error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }, [projectsQuery.error]);

  // With exactly one project there is nothing to choose: it is the selected one.
  const onlyProject = projects?.length === 1 ? projects[0] : undefined;
  const selectedProject = projects?.find((p) => p._id === selectedId) ?? onlyProject ?? null;

  // A stored id is restored only if it matches a loaded project; the only project is stored.
  useEffect(() => {
    if (!projects) return;
    if (selectedProject && selectedProject._id !== selectedId) selectProject(selectedProject._id);
    else if (selectedId && !selectedProject) clearSelection();
  }, [projects, selectedId, selectedProject, selectProject, clearSelection]);

  const value = useMemo<ProjectContextValue>(
    () => ({
      projects: projects ?? [],
      isLoading:
        signedIn && (projectsQuery.isPending || createDefault.isPending || needsDefaultProject),
      selectedProject,
      selectProject,
      clearSelection,
    }),
    [
      projects,
      signedIn,
      projectsQuery.isPending,
      createDefault.isPending,
      needsDefaultProject,
      selectedProject,
      selectProject,
      clearSelection,
    ],
  );

  return <ProjectContext.Provider value={value}>{children}</ProjectContext.Provider>;
}
