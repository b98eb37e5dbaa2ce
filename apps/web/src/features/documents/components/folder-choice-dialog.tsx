import type { TFolderList } from '@papertray/contract';
import { Check } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
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

/** Value of the choice that leaves the folder to the server. */
const DEFAULT_CHOICE = '';
const ERROR_ID = 'folder-choice-error';

interface FolderChoiceDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The project's folders; undefined while they load. */
  folders: TFolderList | undefined;
  /** The folder the document is in, preselected when listed. */
  currentFolderId?: string;
  /** The folder processing suggested: marked, and preselected when there is no current one. */
  suggestedFolderId?: string;
  /** The choice that leaves the folder to the server, offered when nothing is preselected. */
  defaultChoiceLabel?: string;
  /** Set: there is no default choice, and confirming without a folder shows this message. */
  folderRequiredMessage?: string;
  confirmLabel: string;
  /** The confirm button's text while the call runs. */
  busyLabel?: string;
  busy?: boolean;
  onCancel: () => void;
  /** undefined: the default choice. */
  onConfirm: (folderId: string | undefined) => void;
}

interface FolderChoicesProps {
  folders: TFolderList;
  currentFolderId: string | undefined;
  suggestedFolderId: string | undefined;
  /** undefined: no default choice. */
  defaultChoiceLabel: string | undefined;
  error: string | undefined;
  onChoose: () => void;
}

/** The folder the dialog starts on: the current one, else the suggestion, else the default. */
function initialChoice({ folders, currentFolderId, suggestedFolderId }: FolderChoicesProps) {
  const listed = (id: string | undefined) => folders.some((folder) => folder._id === id);
  return [currentFolderId, suggestedFolderId].find(listed) ?? DEFAULT_CHOICE;
}

function FolderChoices(props: FolderChoicesProps) {
  const [initial] = useState(() => initialChoice(props));
  const [choice, setChoice] = useState(initial);
  const options = [
    ...(initial === DEFAULT_CHOICE && props.defaultChoiceLabel
      ? [{ id: DEFAULT_CHOICE, name: props.defaultChoiceLabel, color: null }]
      : []),
    ...props.folders.map((folder) => ({ id: folder._id, name: folder.name, color: folder.color })),
  ];
  return (
    <fieldset className="grid gap-2" aria-describedby={props.error ? ERROR_ID : undefined}>
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
              onChange={() => {
                setChoice(option.id);
                props.onChoose();
              }}
              className="sr-only"
              data-checked={choice === option.id || undefined}
            />
            <span
              className="size-3 shrink-0 rounded-full border"
              style={option.color ? { backgroundColor: option.color } : undefined}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate">{option.name}</span>
            {option.id === props.suggestedFolderId && (
              <span className="text-xs text-muted-foreground">Suggested</span>
            )}
            {choice === option.id && <Check className="size-4 text-primary" aria-hidden />}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={ERROR_ID} role="alert" className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function FolderChoiceForm({
  formRef,
  defaultChoiceLabel = 'Default folder for its type',
  ...props
}: FolderChoiceDialogProps & { formRef: RefObject<HTMLFormElement | null> }) {
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('folderId');
    const folderId = typeof value === 'string' && value !== DEFAULT_CHOICE ? value : undefined;
    if (!folderId && props.folderRequiredMessage) return setError(props.folderRequiredMessage);
    props.onConfirm(folderId);
  };
  // Radios do not submit on Enter by themselves.
  const enterSubmits = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  };

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={enterSubmits} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription className="break-words">{props.description}</DialogDescription>
      </DialogHeader>
      {props.folders ? (
        <FolderChoices
          folders={props.folders}
          currentFolderId={props.currentFolderId}
          suggestedFolderId={props.suggestedFolderId}
          defaultChoiceLabel={props.folderRequiredMessage ? undefined : defaultChoiceLabel}
          error={error}
          onChoose={() => setError(undefined)}
        />
      ) : (
        <Skeleton className="h-32" />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.busy}>
          <Check aria-hidden />
          {props.busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Files documents in a folder chosen from the project's folders, shown with their colours
 * (spec: approve confirms with a folder choice, the suggested folder preselected). The chosen
 * folder has the focus and Enter confirms, so the review keyboard flow never leaves the keys.
 */
export function FolderChoiceDialog(props: FolderChoiceDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
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
        {props.open && <FolderChoiceForm {...props} formRef={formRef} />}
      </DialogContent>
    </Dialog>
  );
}
