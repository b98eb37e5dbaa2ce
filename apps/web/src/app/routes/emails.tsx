import { PageHeader } from '@/components/page-header';
import { useAttachmentPreview } from '@/features/attachments/hooks/use-attachment-preview';
import { ProjectEmails } from '@/features/emails/components/project-emails';
import { useInboxes } from '@/features/inboxes/api/get-inboxes';
import { useProjects } from '@/lib/projects/project-context';

export default function EmailsPage() {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id ?? '';
  const inboxes = useInboxes(projectId);
  const { attachmentActions, previewDialog } = useAttachmentPreview();
  const inboxNames = new Map((inboxes.data ?? []).map((inbox) => [inbox._id, inbox.name]));

  return (
    <>
      <PageHeader title="Emails" description="All mail of this project across its inboxes" />
      <ProjectEmails
        projectId={projectId}
        inboxNames={inboxNames}
        attachmentActions={attachmentActions}
      />
      {previewDialog}
    </>
  );
}
