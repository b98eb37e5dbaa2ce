import type { TProject } from '@papertray/contract';
import { createContext, useContext } from 'react';

export interface ProjectContextValue {
  projects: TProject[];
  /** True until the list is loaded and, for a new user, the default project exists. */
  isLoading: boolean;
  selectedProject: TProject | null;
  selectProject(id: string): void;
  clearSelection(): void;
}

export const ProjectContext = createContext<ProjectContextValue | null>(null);

export function useProjects(): ProjectContextValue {
  const value = useContext(ProjectContext);
  if (!value) throw new Error('useProjects must be used within a ProjectProvider');
  return value;
}
