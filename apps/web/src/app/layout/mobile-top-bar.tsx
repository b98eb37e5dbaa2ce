import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

export function MobileTopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-background/90 px-4 backdrop-blur md:hidden">
      <Link to="/dashboard" className="rounded-md">
        <Logo className="[&_img]:size-7" />
      </Link>
      <Button variant="ghost" size="icon" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu className="size-5" aria-hidden />
      </Button>
    </header>
  );
}
