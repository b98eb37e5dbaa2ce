import type { TAttachmentSummary } from '@papertray/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { downloadAndSaveAttachment } from '@/features/attachments/api/download-attachment';
import { AttachmentPreviewDialog } from '@/features/attachments/components/attachment-preview-dialog';
import { ProjectEmails } from '@/features/emails/components/project-emails';
import { useInboxes } from '@/features/inboxes/api/get-inboxes';
import { useProjects } from '@/lib/projects/project-context';

export default function EmailsPage() {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id ?? '';
  const inboxes = useInboxes(projectId);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const inboxNames = new Map((inboxes.data ?? []).map((inbox) => [inbox._id, inbox.name]));

  return (
    <>
      <PageHeader title="Emails" description="All mail of this project across its inboxes" />
      <ProjectEmails
        projectId={projectId}
        inboxNames={inboxNames}
        attachmentActions={{
          onView: (attachment: TAttachmentSummary) => setPreviewId(attachment._id),
          onDownload: (attachment: TAttachmentSummary) =>
            void downloadAndSaveAttachment(attachment),
        }}
      />
      <AttachmentPreviewDialog attachmentId={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
