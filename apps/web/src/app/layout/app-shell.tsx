import { useState } from 'react';
import { Outlet } from 'react-router';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileMenu } from './mobile-menu';
import { MobileTopBar } from './mobile-top-bar';
import { ScanDialog } from './scan-dialog';
import { SidebarContent } from './sidebar-content';

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scanOpen, setScanOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r bg-sidebar md:block">
        <SidebarContent />
      </aside>
      <MobileTopBar onOpenMenu={() => setMenuOpen(true)} />
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      <main id="main" className="md:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 md:pb-10 lg:px-8 lg:pt-10">
          <Outlet />
        </div>
      </main>
      <MobileBottomBar
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onScan={() => setScanOpen(true)}
      />
      <ScanDialog open={scanOpen} onOpenChange={setScanOpen} />
    </div>
  );
}
