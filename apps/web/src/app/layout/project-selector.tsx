import { Check, ChevronsUpDown, FolderKanban, Settings2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useProjects } from '@/lib/projects/project-context';
import { ROLE_LABELS } from '@/lib/role-labels';

export function ProjectSelector({ onNavigate }: { onNavigate?: () => void }) {
  const { projects, selectedProject, selectProject } = useProjects();
  const navigate = useNavigate();
  if (projects.length === 0) return null;

  const go = (to: string) => {
    onNavigate?.();
    void navigate(to);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Select project"
        className="flex w-full items-center gap-3 rounded-lg border bg-background px-3 py-2 text-left text-sm shadow-xs hover:bg-accent"
      >
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <FolderKanban className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-muted-foreground">
            Project{selectedProject && ` · ${ROLE_LABELS[selectedProject.role]}`}
          </span>
          <span className="block truncate font-medium">
            {selectedProject?.name ?? 'Select a project'}
          </span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)]">
        <DropdownMenuLabel>Your projects</DropdownMenuLabel>
        {projects.map((project) => (
          <DropdownMenuItem
            key={project._id}
            onSelect={() => {
              selectProject(project._id);
              go('/dashboard');
            }}
          >
            <span className="flex-1 truncate">{project.name}</span>
            <span className="text-xs text-muted-foreground">{ROLE_LABELS[project.role]}</span>
            {project._id === selectedProject?._id && <Check aria-label="Selected" />}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => go('/projects')}>
          <Settings2 aria-hidden />
          Manage Projects
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
