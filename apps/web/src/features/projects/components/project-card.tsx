import type { TProject } from '@papertray/contract';
import { can } from '@papertray/contract';
import { formatDistanceToNow } from 'date-fns';
import { Check, FolderKanban, MoreHorizontal, Pencil, Settings, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { RoleBadge } from './role-badge';

interface ProjectCardProps {
  project: TProject;
  selected: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project, selected, onOpen, onEdit, onDelete }: ProjectCardProps) {
  const canManage = can(project.role, 'project.update');
  return (
    <Card className="flex flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FolderKanban className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{project.name}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <RoleBadge role={project.role} />
            {selected && (
              <Badge variant="success">
                <Check className="size-3" aria-hidden />
                Current
              </Badge>
            )}
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${project.name}`}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canManage && (
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil aria-hidden />
                Edit
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to={`/projects/${project._id}/settings`}>
                <Settings aria-hidden />
                Settings
              </Link>
            </DropdownMenuItem>
            {can(project.role, 'project.delete') && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  onSelect={onDelete}
                  className="text-destructive data-[highlighted]:bg-destructive/10 data-[highlighted]:text-destructive"
                >
                  <Trash2 aria-hidden />
                  Delete
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="mt-4 line-clamp-2 min-h-10 text-sm text-muted-foreground">
        {project.description || 'No description'}
      </p>
      {project.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <span className="text-xs text-muted-foreground">
          Updated {formatDistanceToNow(new Date(project.updatedAt), { addSuffix: true })}
        </span>
        <Button size="sm" variant={selected ? 'secondary' : 'outline'} onClick={onOpen}>
          Open
        </Button>
      </div>
    </Card>
  );
}
