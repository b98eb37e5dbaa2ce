import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

export function CopyAddressButton({
  address,
  ...props
}: { address: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button type="button" variant="outline" {...props} onClick={() => void copy(address)}>
      {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
