import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateProjectRequest, TProject, TUpdateProjectRequest } from '@papertray/contract';
import { api } from '@/lib/api';
import { errorMessage, isPlanLimit } from '@/lib/api-error';
import { projectsQueryOptions } from '@/lib/projects/projects-query';
import { toast } from '@/lib/toast-store';

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey });
}

function showError(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (input: TCreateProjectRequest) => api.post<TProject>('/projects', input),
    onSuccess: async (project) => {
      await invalidate();
      toast({ title: 'Project created', description: `${project.name} is ready.` });
    },
    // A plan limit is shown in the dialog with the way to upgrade (ProjectDialog).
    onError: (error) => {
      if (!isPlanLimit(error)) showError('Failed to create project')(error);
    },
  });
}

export function useUpdateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateProjectRequest & { id: string }) =>
      api.patch<TProject>(`/projects/${id}`, input),
    onSuccess: async () => {
      await invalidate();
      toast({ title: 'Project saved', description: 'Your changes have been saved.' });
    },
    onError: showError('Failed to save project'),
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/projects/${id}`),
    onSuccess: async () => {
      await invalidate();
      toast({ title: 'Project deleted' });
    },
    onError: showError('Failed to delete project'),
  });
}
