import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_FOLDER_COLOR, FOLDER_MESSAGES, type TFolder } from '@papertray/contract';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useCreateFolder } from '../api/create-folder';
import { useUpdateFolder } from '../api/update-folder';
import { type FolderFormValues, ZFolderForm } from '../lib/folder-form-schema';
import { FolderColourPicker } from './folder-colour-picker';

interface FolderFormDialogProps {
  projectId: string;
  /** The folder to edit; without one the dialog creates a folder. */
  folder?: TFolder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FolderFormDialog({ projectId, folder, open, onOpenChange }: FolderFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{folder ? 'Edit Folder' : 'Create Folder'}</DialogTitle>
          <DialogDescription>
            {folder
              ? 'Change how this folder is named and shown.'
              : 'Approved documents can be filed into it.'}
          </DialogDescription>
        </DialogHeader>
        <FolderForm projectId={projectId} folder={folder} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FolderForm({
  projectId,
  folder,
  onDone,
}: {
  projectId: string;
  folder?: TFolder;
  onDone: () => void;
}) {
  const form = useForm<FolderFormValues>({
    resolver: zodResolver(ZFolderForm),
    defaultValues: {
      name: folder?.name ?? '',
      description: folder?.description ?? '',
      color: folder?.color ?? DEFAULT_FOLDER_COLOR,
    },
  });
  const create = useCreateFolder(projectId);
  const update = useUpdateFolder(projectId);
  const busy = create.isPending || update.isPending;
  const nameLocked = folder?.isDefault ?? false;
  // Spec: create/update stay disabled while the name is empty.
  const nameEmpty = form.watch('name').trim() === '';
  const { errors } = form.formState;

  const fail = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  const save = (values: FolderFormValues) => {
    if (!folder) {
      create.mutate(values, {
        onSuccess: (created) => {
          toast({ title: 'Folder created', description: `${created.name} is ready.` });
          onDone();
        },
        onError: fail('Failed to create folder'),
      });
      return;
    }
    const input = nameLocked ? { description: values.description, color: values.color } : values;
    update.mutate(
      { folderId: folder._id, input },
      {
        onSuccess: (updated) => {
          toast({ title: 'Folder updated', description: `${updated.name} was saved.` });
          onDone();
        },
        onError: fail('Failed to update folder'),
      },
    );
  };

  const nameHint = nameLocked ? FOLDER_MESSAGES.defaultNameLocked : undefined;
  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(save)}>
      <FormField id="folder-name" label="Name" error={errors.name?.message} hint={nameHint}>
        <Input
          {...fieldAria('folder-name', errors.name?.message, nameHint)}
          {...form.register('name')}
          readOnly={nameLocked}
          aria-readonly={nameLocked || undefined}
          className={nameLocked ? 'bg-muted text-muted-foreground' : undefined}
          placeholder="e.g. Taxes 2025"
          autoComplete="off"
          maxLength={100}
        />
      </FormField>
      <FormField
        id="folder-description"
        label="Description"
        error={errors.description?.message}
        hint="Optional"
      >
        <Textarea
          {...fieldAria('folder-description', errors.description?.message, 'Optional')}
          {...form.register('description')}
          rows={3}
          maxLength={500}
        />
      </FormField>
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <FolderColourPicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || nameEmpty}>
          {submitLabel(!!folder, busy)}
        </Button>
      </DialogFooter>
    </form>
  );
}

function submitLabel(editing: boolean, busy: boolean) {
  if (editing) return busy ? 'Saving...' : 'Save Changes';
  return busy ? 'Creating...' : 'Create Folder';
}
