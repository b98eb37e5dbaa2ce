import {
  EXPORT_MESSAGES,
  EXPORT_PERIOD_TYPES,
  type TExportPeriodType,
  type TProject,
} from '@papertray/contract';
import { Download, LoaderCircle, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useContactOptions } from '@/lib/contacts/contact-options-query';
import { saveFile } from '@/lib/download-file';
import { formatBytes } from '@/lib/format-bytes';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { generateExport, type ExportProgress } from '../api/generate-export';
import {
  browserTimeZone,
  currentQuarter,
  exportYears,
  PERIOD_LABELS,
  periodDates,
} from '../lib/export-period';

const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-50';

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

interface ExportFormProps {
  projects: TProject[];
  projectId: string;
  onProjectChange: (projectId: string) => void;
}

/** Period, filters and 'Generate Export'; the zip downloads when the server has sent it. */
export function ExportForm({ projects, projectId, onProjectChange }: ExportFormProps) {
  const years = exportYears();
  const [type, setType] = useState<TExportPeriodType>(currentQuarter());
  const [year, setYear] = useState(new Date().getFullYear());
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [folderId, setFolderId] = useState('all');
  const [contactId, setContactId] = useState('all');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const folders = useProjectFolders(projectId || undefined);
  const contacts = useContactOptions(projectId || undefined);
  const busy = progress !== null;

  const changeProject = (next: string) => {
    setFolderId('all');
    setContactId('all');
    setError(null);
    onProjectChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!projectId) return setError(EXPORT_MESSAGES.projectRequired);
    const dates = periodDates({ type, year, startDate, endDate });
    if ('error' in dates) return setError(dates.error);
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ received: 0, expected: null, documents: null });
    try {
      const file = await generateExport(
        {
          projectId,
          ...dates,
          folders: folderId === 'all' ? [] : [folderId],
          contacts: contactId === 'all' ? [] : [contactId],
          timeZone: browserTimeZone(),
        },
        setProgress,
        controller.signal,
      );
      saveFile(file.blob, file.filename);
      const count = file.documents ?? 0;
      toast({
        title: 'Export ready',
        description: `${count} ${count === 1 ? 'document' : 'documents'}, ${formatBytes(file.blob.size)}: ${file.filename}`,
      });
    } catch (failure) {
      if (!controller.signal.aborted) {
        toast({
          title: 'Error',
          description: errorMessage(failure, EXPORT_MESSAGES.failed),
          variant: 'destructive',
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const quarterOrYear = type !== 'custom';
  const percent =
    progress?.expected && progress.expected > 0
      ? Math.min(99, Math.floor((progress.received / progress.expected) * 100))
      : null;

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <CardContent className="grid gap-5 pt-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id="export-project" label="Project">
              <select
                id="export-project"
                className={selectClass}
                value={projectId}
                disabled={busy}
                onChange={(event) => changeProject(event.target.value)}
              >
                <option value="">Select a project</option>
                {projects.map((project) => (
                  <option key={project._id} value={project._id}>
                    {project.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>

          <Field id="export-period" label="Period">
            <select
              id="export-period"
              className={selectClass}
              value={type}
              disabled={busy}
              onChange={(event) => {
                setType(event.target.value as TExportPeriodType);
                setError(null);
              }}
            >
              {EXPORT_PERIOD_TYPES.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>

          {quarterOrYear ? (
            <Field id="export-year" label="Year">
              <select
                id="export-year"
                className={selectClass}
                value={year}
                disabled={busy}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {years.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <fieldset className="grid min-w-0 grid-cols-2 gap-2">
              <legend className="sr-only">Custom range</legend>
              <Field id="export-start" label="Start date">
                <Input
                  id="export-start"
                  type="date"
                  value={startDate}
                  max={endDate || undefined}
                  disabled={busy}
                  onChange={(event) => setStartDate(event.target.value)}
                  className="h-9"
                />
              </Field>
              <Field id="export-end" label="End date">
                <Input
                  id="export-end"
                  type="date"
                  value={endDate}
                  min={startDate || undefined}
                  disabled={busy}
                  onChange={(event) => setEndDate(event.target.value)}
                  className="h-9"
                />
              </Field>
            </fieldset>
          )}

          <Field id="export-folder" label="Folder">
            <select
              id="export-folder"
              className={selectClass}
              value={folderId}
              disabled={busy || !projectId}
              onChange={(event) => setFolderId(event.target.value)}
            >
              <option value="all">All folders</option>
              {(folders.data ?? []).map((folder) => (
                <option key={folder._id} value={folder._id}>
                  {folder.name}
                </option>
              ))}
            </select>
          </Field>

          <Field id="export-contact" label="Contact">
            <select
              id="export-contact"
              className={selectClass}
              value={contactId}
              disabled={busy || !projectId}
              onChange={(event) => setContactId(event.target.value)}
            >
              <option value="all">All contacts</option>
              {(contacts.data ?? []).map((contact) => (
                <option key={contact._id} value={contact._id}>
                  {contact.name}
                </option>
              ))}
            </select>
          </Field>

          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          )}
        </CardContent>

        <CardFooter className="flex flex-col items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">
            Originals by folder and month, documents.csv, documents.json and a README. Dates without
            an issue date count by the day they arrived ({browserTimeZone()}).
          </p>
          <div className="flex shrink-0 gap-2">
            {busy && (
              <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                <X aria-hidden />
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
              {busy ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <Download aria-hidden />
              )}
              {busy ? 'Generating...' : 'Generate Export'}
            </Button>
          </div>
        </CardFooter>
        {progress && (
          <div className="border-t px-6 py-4" role="status" aria-live="polite">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span>
                {progress.documents === null
                  ? 'Preparing export...'
                  : `Exporting ${progress.documents} ${progress.documents === 1 ? 'document' : 'documents'}`}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {formatBytes(progress.received)} received
                {progress.expected ? ` of ~${formatBytes(progress.expected)}` : ''}
              </span>
            </div>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Export progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
            >
              <div
                className={cn('h-full rounded-full bg-primary transition-[width]', {
                  'w-1/3 animate-pulse': percent === null,
                })}
                style={percent === null ? undefined : { width: `${percent}%` }}
              />
            </div>
          </div>
        )}
      </form>
    </Card>
  );
}
