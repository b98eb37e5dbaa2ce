import type { TDocument, TFolder } from '@papertray/contract';
import { Check } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Value of the choice that lets the server pick the type's default folder. */
const DEFAULT_CHOICE = '';

interface ApproveDialogProps {
  /** The document to approve; null: closed. */
  document: TDocument | null;
  folders: TFolder[] | undefined;
  onCancel: () => void;
  onConfirm: (folderId: string | undefined) => void;
}

/** The folder the dialog starts on: the one it is in, else the suggestion, else the default. */
function initialFolderChoice(document: TDocument): string {
  return document.folderId?._id ?? document.suggestedFolderId?._id ?? DEFAULT_CHOICE;
}

function FolderChoices({
  document,
  folders,
}: {
  document: TDocument;
  folders: TFolder[] | undefined;
}) {
  const [initial] = useState(() => initialFolderChoice(document));
  const [choice, setChoice] = useState(initial);
  if (!folders) return <Skeleton className="h-32" />;
  const suggestedId = document.suggestedFolderId?._id;
  const options = [
    ...(initial === DEFAULT_CHOICE || folders.length === 0
      ? [{ id: DEFAULT_CHOICE, name: 'Default folder for its type', color: null }]
      : []),
    ...folders.map((f) => ({ id: f._id, name: f.name, color: f.color })),
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Folder</legend>
      <div className="grid max-h-64 gap-1 overflow-y-auto pr-1">
        {options.map((option) => (
          <label
            key={option.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              choice === option.id && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="folderId"
              value={option.id}
              checked={choice === option.id}
              onChange={() => setChoice(option.id)}
              className="sr-only"
              data-checked={choice === option.id || undefined}
            />
            <span
              className="size-3 shrink-0 rounded-full border"
              style={option.color ? { backgroundColor: option.color } : undefined}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate">{option.name}</span>
            {option.id === suggestedId && (
              <span className="text-xs text-muted-foreground">Suggested</span>
            )}
            {choice === option.id && <Check className="size-4 text-primary" aria-hidden />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Approve with a folder choice (the suggestion preselected); Enter confirms. */
export function ApproveDialog({ document, folders, onCancel, onConfirm }: ApproveDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('folderId');
    onConfirm(typeof value === 'string' && value !== DEFAULT_CHOICE ? value : undefined);
  };
  // Radios do not submit on Enter by themselves.
  const enterSubmits = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  };

  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          const target =
            formRef.current?.querySelector<HTMLElement>('input[data-checked]') ??
            formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {document && (
          <form ref={formRef} onSubmit={submit} onKeyDown={enterSubmits} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Approve document</DialogTitle>
              <DialogDescription className="break-words">
                File {document.name} in a folder. Press Enter to approve.
              </DialogDescription>
            </DialogHeader>
            <FolderChoices key={document._id} document={document} folders={folders} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit">
                <Check aria-hidden />
                Approve
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
