import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { uploadDocument } from '@/features/upload/api/upload-document';
import { useInvalidateDocuments } from '@/features/upload/api/use-invalidate-documents';
import { errorMessage } from '@/lib/api-error';
import { useProjects } from '@/lib/projects/project-context';

/** Where public/share-target-sw.js keeps what the share sheet sent. */
const SHARE_CACHE = 'papertray-shared-files';

interface Outcome {
  name: string;
  error: string | null;
}

/** Uploads every file the service worker kept, then forgets it; one outcome per file. */
async function uploadShared(projectId: string): Promise<Outcome[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(SHARE_CACHE);
  const outcomes: Outcome[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'shared file');
    const blob = await response.blob();
    try {
      await uploadDocument({ projectId, file: new File([blob], name, { type: blob.type }) });
      outcomes.push({ name, error: null });
    } catch (error) {
      outcomes.push({
        name,
        error: errorMessage(error, 'Failed to upload document. Please try again.'),
      });
    }
    await cache.delete(request);
  }
  return outcomes;
}

/**
 * /share-target: where the phone's share sheet lands (through the service worker). The files
 * become documents of the selected project, in its paper tray.
 */
export default function ShareTargetPage() {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id;
  const invalidate = useInvalidateDocuments();
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!projectId || started.current) return;
    started.current = true;
    void uploadShared(projectId).then((done) => {
      setOutcomes(done);
      if (done.some((o) => o.error === null)) void invalidate(projectId);
    });
  }, [projectId, invalidate]);

  const added = outcomes?.filter((o) => o.error === null).length ?? 0;
  return (
    <>
      <PageHeader
        title="Shared files"
        description={`Files shared to Papertray become documents of ${selectedProject?.name ?? 'the selected project'}.`}
      />
      <Card className="grid gap-4 p-6">
        {outcomes === null ? (
          <Spinner label="Adding the shared files..." />
        ) : outcomes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing to add: the shared files were added already, or none came with the share.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Shared files">
            {outcomes.map((outcome, index) => (
              <li key={index} className="flex min-w-0 items-start gap-2 text-sm">
                {outcome.error === null ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                )}
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {outcome.name}: {outcome.error ?? 'added to the paper tray'}
                </span>
              </li>
            ))}
          </ul>
        )}
        {added > 0 && (
          <Button asChild className="justify-self-start">
            <Link to="/documents/review">Review now</Link>
          </Button>
        )}
      </Card>
    </>
  );
}
