import type { TProjectStats } from '@papertray/contract';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Contact, FileText, FolderOpen, Mail, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRecentDocuments } from '@/features/dashboard/api/get-recent-documents';
import { DocumentStatusCard } from '@/features/dashboard/components/document-status-card';
import { ProjectFoldersCard } from '@/features/dashboard/components/project-folders-card';
import { RecentDocumentsCard } from '@/features/dashboard/components/recent-documents-card';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { useRefreshStatsOnDocumentChanges } from '@/features/dashboard/hooks/use-refresh-stats-on-document-changes';
import { ProjectEmailBadge } from '@/features/project-email/components/project-email-badge';
import { UploadDialog } from '@/features/upload/components/upload-dialog';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { useProjects } from '@/lib/projects/project-context';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';
import { formatBadgeCount } from '../layout/format-badge-count';

const ZERO_STATS: TProjectStats = {
  emails: { total: 0, processed: 0, pending: 0 },
  documents: { total: 0, paperTray: 0, approved: 0, trash: 0 },
  attachments: { total: 0, processed: 0, averageSize: 0 },
  contacts: { total: 0, companies: 0, persons: 0 },
};

function filedLabel(approved: number) {
  return `${approved.toLocaleString()} ${approved === 1 ? 'document' : 'documents'} filed`;
}

export default function DashboardPage() {
  const { selectedProject } = useProjects();
  const statsQuery = useQuery({
    ...projectStatsQueryOptions(selectedProject?._id ?? ''),
    enabled: !!selectedProject,
  });
  // Spec: a failed load shows zeroed stats.
  const stats = statsQuery.isError ? ZERO_STATS : statsQuery.data;
  const reviewCount = stats?.documents.paperTray ?? 0;
  const folders = useProjectFolders(selectedProject?._id);
  const recentDocuments = useRecentDocuments(selectedProject?._id);
  useRefreshStatsOnDocumentChanges(selectedProject?._id, recentDocuments.data?.data);
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          <span className="flex flex-col items-start gap-2">
            {selectedProject
              ? `Overview for ${selectedProject.name}`
              : 'Select a project to view dashboard'}
            <ProjectEmailBadge projectId={selectedProject?._id} />
          </span>
        }
        actions={
          <>
            {/* Phones upload from the bottom bar's scan button. */}
            <Button
              variant="outline"
              className="hidden md:inline-flex"
              onClick={() => setUploadOpen(true)}
            >
              <Upload aria-hidden />
              Upload
            </Button>
            <Button asChild>
              <Link to="/documents/review">
                <ClipboardCheck aria-hidden />
                Start Review Mode
                <Badge
                  variant="secondary"
                  className="ml-1 bg-primary-foreground/20 text-primary-foreground"
                  aria-label={`${reviewCount} in the paper tray`}
                >
                  {formatBadgeCount(reviewCount)}
                </Badge>
              </Link>
            </Button>
          </>
        }
      />
      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          to="/emails"
          label="Emails"
          icon={Mail}
          value={stats?.emails.total}
          detail={stats ? `${stats.emails.pending.toLocaleString()} pending` : 'Loading'}
        />
        <StatCard
          to="/documents"
          label="Documents"
          icon={FileText}
          value={stats?.documents.total}
          detail={stats ? `${stats.documents.paperTray.toLocaleString()} to review` : 'Loading'}
        />
        <StatCard
          to="/contacts"
          label="Contacts"
          icon={Contact}
          value={stats?.contacts.total}
          detail={
            stats
              ? `${stats.contacts.companies.toLocaleString()} companies, ${stats.contacts.persons.toLocaleString()} people`
              : 'Loading'
          }
        />
        <StatCard
          to="/folders"
          label="Folders"
          icon={FolderOpen}
          value={folders.isError ? 0 : folders.data?.length}
          detail={stats ? filedLabel(stats.documents.approved) : 'Loading'}
        />
      </section>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentDocumentsCard projectId={selectedProject?._id} />
        </div>
        <div className="grid content-start gap-4">
          <DocumentStatusCard documents={(stats ?? ZERO_STATS).documents} />
          <ProjectFoldersCard projectId={selectedProject?._id} />
        </div>
      </div>
      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
    </>
  );
}
