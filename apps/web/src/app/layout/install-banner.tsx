import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const SHOW_AFTER_MS = 2000;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isStandalone() {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari() {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) && /safari/i.test(ua) && !/crios|fxios|edgios/i.test(ua);
}

type Banner = { kind: 'prompt'; event: BeforeInstallPromptEvent } | { kind: 'ios' } | null;

/** Offers installation as a home-screen app, once, unless the user said no. */
export function InstallBanner() {
  const [banner, setBanner] = useState<Banner>(null);

  useEffect(() => {
    if (isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (localStorage.getItem(STORAGE_KEYS.installBannerDismissed)) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => setBanner({ kind: 'prompt', event: event as BeforeInstallPromptEvent }),
        SHOW_AFTER_MS,
      );
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    if (isIosSafari() && !localStorage.getItem(STORAGE_KEYS.iosInstallDismissed)) {
      timer = setTimeout(() => setBanner({ kind: 'ios' }), SHOW_AFTER_MS);
    }
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      clearTimeout(timer);
    };
  }, []);

  if (!banner) return null;

  const dismiss = (key: string) => {
    localStorage.setItem(key, 'true');
    setBanner(null);
  };

  if (banner.kind === 'ios') {
    return (
      <BannerFrame
        title="Install Papertray"
        onClose={() => dismiss(STORAGE_KEYS.iosInstallDismissed)}
      >
        <ol className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            1. Tap <Share className="size-4 text-foreground" aria-label="Share" />
          </li>
          <li className="flex items-center gap-2">
            2. Choose <SquarePlus className="size-4 text-foreground" aria-hidden /> Add to Home
            Screen
          </li>
          <li>3. Tap Add</li>
        </ol>
        <Button
          size="sm"
          className="mt-3"
          onClick={() => dismiss(STORAGE_KEYS.iosInstallDismissed)}
        >
          Got it
        </Button>
      </BannerFrame>
    );
  }

  const install = async () => {
    await banner.event.prompt();
    const { outcome } = await banner.event.userChoice;
    if (outcome === 'dismissed') localStorage.setItem(STORAGE_KEYS.installBannerDismissed, 'true');
    setBanner(null);
  };

  return (
    <BannerFrame
      title="Install Papertray"
      onClose={() => dismiss(STORAGE_KEYS.installBannerDismissed)}
    >
      <p className="mt-1 text-sm text-muted-foreground">
        Add the app to your home screen for quick access to your paperwork.
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden />
          Install
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => dismiss(STORAGE_KEYS.installBannerDismissed)}
        >
          Not now
        </Button>
      </div>
    </BannerFrame>
  );
}

function BannerFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="fixed inset-x-3 bottom-20 z-40 animate-slide-up rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl sm:right-4 sm:left-auto sm:w-96 md:bottom-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-accent"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {children}
    </section>
  );
}
