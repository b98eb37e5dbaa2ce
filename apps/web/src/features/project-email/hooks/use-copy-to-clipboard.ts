import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast-store';

/** Spec section 9: the 'Copied' confirmation shows for 2 s. */
const CONFIRMATION_MS = 2_000;

export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it by hand.',
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
  }

  return { copied, copy };
}
