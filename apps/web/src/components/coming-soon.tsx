import type { LucideIcon } from 'lucide-react';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';
import { Button } from './ui/button';
import { Card } from './ui/card';

interface ComingSoonProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** What the screen will offer, shown as a short list. */
  highlights: string[];
}

/** A designed placeholder for a screen that is not built yet: never a blank page. */
export function ComingSoon({ title, description, icon: Icon, highlights }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
        <div className="relative mb-6">
          <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Icon className="size-8" aria-hidden />
          </div>
          <Sparkles className="absolute -top-2 -right-2 size-5 text-warning" aria-hidden />
        </div>
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="mt-2 max-w-md text-sm text-muted-foreground">
          We are putting the finishing touches on this screen. Here is what it will do:
        </p>
        <ul className="mt-6 grid w-full max-w-md gap-2 text-left text-sm">
          {highlights.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-lg border bg-background px-4 py-3"
            >
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-8">
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
      </Card>
    </>
  );
}
