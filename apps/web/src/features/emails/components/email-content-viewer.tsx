import type { TEmailDetail } from '@papertray/contract';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmailHtmlFrame } from './email-html-frame';

type EmailContent = Pick<
  TEmailDetail,
  'subject' | 'textContent' | 'hasBlockedRemoteContent' | 'htmlUrl' | 'htmlUrlExpiresAt'
>;

/** Leaves time to load the page before the link's token runs out. */
const EXPIRY_MARGIN_MS = 30_000;

interface EmailContentViewerProps {
  email: EmailContent;
  /** Fetches the mail again, for a fresh htmlUrl once its token has run out. */
  onRefresh: () => void;
}

function PlainText({ text }: { text: string }) {
  return (
    <pre className="max-h-[55vh] overflow-auto rounded-lg border bg-muted/30 p-4 font-sans text-sm break-words whitespace-pre-wrap">
      {text}
    </pre>
  );
}

function RichView({ email, htmlUrl, onRefresh }: EmailContentViewerProps & { htmlUrl: string }) {
  const [remoteAllowed, setRemoteAllowed] = useState(false);
  const loadRemoteImages = () => {
    const expiresAt = email.htmlUrlExpiresAt ? Date.parse(email.htmlUrlExpiresAt) : 0;
    if (expiresAt - Date.now() < EXPIRY_MARGIN_MS) onRefresh();
    setRemoteAllowed(true);
  };
  return (
    <div className="grid gap-2">
      {email.hasBlockedRemoteContent && !remoteAllowed && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-muted-foreground">
            <ImageOff className="size-4" aria-hidden />
            Remote images were blocked to protect your privacy.
          </span>
          <Button size="sm" variant="outline" onClick={loadRemoteImages}>
            Load remote images
          </Button>
        </div>
      )}
      <EmailHtmlFrame
        title={`Content of ${email.subject || 'the email'}`}
        src={remoteAllowed ? `${htmlUrl}&remoteImages=1` : htmlUrl}
      />
    </div>
  );
}

/** 'Rich View' and 'Plain Text' tabs when both exist, else whichever exists. */
export function EmailContentViewer({ email, onRefresh }: EmailContentViewerProps) {
  const { htmlUrl: html, textContent: text } = email;
  if (html && text) {
    return (
      <Tabs defaultValue="rich">
        <TabsList>
          <TabsTrigger value="rich">Rich View</TabsTrigger>
          <TabsTrigger value="plain">Plain Text</TabsTrigger>
        </TabsList>
        <TabsContent value="rich" className="mt-3">
          <RichView email={email} htmlUrl={html} onRefresh={onRefresh} />
        </TabsContent>
        <TabsContent value="plain" className="mt-3">
          <PlainText text={text} />
        </TabsContent>
      </Tabs>
    );
  }
  if (html) return <RichView email={email} htmlUrl={html} onRefresh={onRefresh} />;
  if (text) return <PlainText text={text} />;
  return <p className="text-sm text-muted-foreground">No content available</p>;
}
