import { TRASH_RETENTION_DAYS, type TDocument, type TFolderList } from '@papertray/contract';
import { addDays, format } from 'date-fns';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBytes } from '@/lib/format-bytes';
import { FolderName } from '@/features/documents/components/folder-name';
import { ChangeContactField } from './change-contact-field';
import { MoveFolderField } from './move-folder-field';

const SOURCE_LABELS: Record<TDocument['source'], string> = {
  email: 'Email',
  manual_upload: 'Upload',
  mobile_scan: 'Mobile scan',
};

const DATE = 'MMM d, yyyy';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] items-baseline gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

interface DocumentFactsCardProps {
  document: TDocument;
  folders: TFolderList;
  moving: boolean;
  onMove: (folderId: string) => void;
  changingContact: boolean;
  onChangeContact: (contactId: string | null) => void;
  onViewEmail: (emailId: string) => void;
}

/** State, folder, contact, where it came from and the file itself. */
export function DocumentFactsCard({
  document,
  folders,
  moving,
  onMove,
  changingContact,
  onChangeContact,
  onViewEmail,
}: DocumentFactsCardProps) {
  const { file, contactId: contact, emailId } = document;
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y">
          <Fact term="Status">
            <DocumentStateBadge state={document.state} />
            {document.trashedAt && (
              <span className="mt-1 block text-xs text-muted-foreground">
                Deleted for good on{' '}
                {format(addDays(new Date(document.trashedAt), TRASH_RETENTION_DAYS), DATE)}
              </span>
            )}
          </Fact>
          <Fact term="Folder">
            {document.folderId ? (
              <FolderName folder={document.folderId} />
            ) : document.state === 'paper_tray' && document.suggestedFolderId ? (
              <span className="inline-flex flex-wrap items-center gap-1">
                <span className="text-muted-foreground">Suggested:</span>
                <FolderName folder={document.suggestedFolderId} />
              </span>
            ) : (
              <span className="text-muted-foreground">Not filed yet</span>
            )}
          </Fact>
          <Fact term="Contact">
            {contact ? (
              <Link
                to={`/contacts/${contact._id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {contact.name}
              </Link>
            ) : (
              <span className="text-muted-foreground">No contact linked</span>
            )}
          </Fact>
          <Fact term="Source">
            <span className="inline-flex flex-wrap items-center gap-2">
              {SOURCE_LABELS[document.source]}
              {emailId && (
                <Button variant="link" className="h-auto p-0" onClick={() => onViewEmail(emailId)}>
                  <Mail aria-hidden />
                  View Email
                </Button>
              )}
            </span>
          </Fact>
          <Fact term="File">
            <span className="break-all">{file.filename}</span>
            <span className="block text-xs text-muted-foreground">
              {formatBytes(file.size)}
              {file.pageCount !== null &&
                ` · ${file.pageCount} ${file.pageCount === 1 ? 'page' : 'pages'}`}
            </span>
          </Fact>
          <Fact term="Added">{format(new Date(document.createdAt), DATE)}</Fact>
          {document.approvedAt && (
            <Fact term="Approved">{format(new Date(document.approvedAt), DATE)}</Fact>
          )}
        </dl>
        {document.state === 'approved' && (
          <MoveFolderField
            key={document.folderId?._id}
            current={document.folderId}
            folders={folders}
            busy={moving}
            onMove={onMove}
          />
        )}
        <ChangeContactField
          key={contact?._id ?? 'none'}
          projectId={document.projectId}
          current={contact}
          busy={changingContact}
          onChange={onChangeContact}
        />
      </CardContent>
    </Card>
  );
}
