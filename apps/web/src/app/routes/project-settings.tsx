import { can, type TProject } from '@papertray/contract';
import { Settings2, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUpdateProject } from '@/features/projects/api/project-mutations';
import { DeleteProjectDialog } from '@/features/projects/components/delete-project-dialog';
import { ProjectForm } from '@/features/projects/components/project-fields';
import { RoleBadge } from '@/features/projects/components/role-badge';
import { ReceivingAddressCard } from '@/features/project-email/components/receiving-address-card';
import { MembersPanel } from '@/features/teams/components/members-panel';
import { useProjects } from '@/lib/projects/project-context';

export default function ProjectSettingsPage() {
  const { projectId } = useParams();
  const { projects, isLoading } = useProjects();
  const project = projects.find((p) => p._id === projectId);

  if (isLoading) return <PageSpinner />;
  if (!project) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <h1 className="text-lg font-semibold">Project not found</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          It may have been deleted, or you are not a member.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/projects">Back to projects</Link>
        </Button>
      </div>
    );
  }
  return <ProjectSettings project={project} />;
}

function ProjectSettings({ project }: { project: TProject }) {
  const update = useUpdateProject();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'members' ? 'members' : 'general';
  const canEdit = can(project.role, 'project.update');

  return (
    <>
      <BackLink to="/projects" className="mb-4">
        All projects
      </BackLink>
      <PageHeader
        title="Project settings"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {project.name} <RoleBadge role={project.role} />
          </span>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'members' ? { tab: 'members' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="general">
            <Settings2 aria-hidden />
            General
          </TabsTrigger>
          <TabsTrigger value="members">
            <Users aria-hidden />
            Members
          </TabsTrigger>
        </TabsList>
        <TabsContent value="members" className="max-w-3xl">
          <MembersPanel project={project} />
        </TabsContent>
        <TabsContent value="general" className="grid max-w-3xl gap-6">
          <Card>
            <CardHeader>
              <CardTitle>General</CardTitle>
              <CardDescription>
                {canEdit
                  ? 'The name, description and tags every member sees.'
                  : 'Only owners and admins can change these settings.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProjectForm
                key={project.updatedAt}
                idPrefix="project"
                initial={project}
                submitLabel="Save changes"
                busyLabel="Saving..."
                busy={update.isPending}
                disabled={!canEdit}
                onSubmit={(values) => update.mutate({ id: project._id, ...values })}
              />
            </CardContent>
          </Card>
          <ReceivingAddressCard project={project} />
          {can(project.role, 'project.delete') && (
            <Card className="border-destructive/40">
              <CardHeader>
                <CardTitle className="text-destructive">Danger zone</CardTitle>
                <CardDescription>
                  Deleting the project removes its emails, documents, files and contacts for every
                  member.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden />
                  Delete project
                </Button>
              </CardContent>
            </Card>
          )}
        </TabsContent>
      </Tabs>
      <DeleteProjectDialog
        project={confirmDelete ? project : null}
        onOpenChange={setConfirmDelete}
        onDeleted={() => void navigate('/projects')}
      />
    </>
  );
}
