import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { cn } from '@/lib/utils';
import { ACCEPTED_UPLOAD_TYPES } from '../lib/validate-upload-file';

interface FileDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file input that is also a drop target; one file at a time (the first of several). */
export function FileDropZone({ disabled, onFile }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/50 hover:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        dragging && 'border-primary bg-primary/5',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <FileUp className="size-5" aria-hidden />
      </span>
      <span className="mt-3 text-sm font-medium">Choose a file or drag it here</span>
      <span className="mt-1 text-xs text-muted-foreground">PDF, JPEG, PNG or WebP, up to 10MB</span>
      <input
        type="file"
        accept={ACCEPTED_UPLOAD_TYPES}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
