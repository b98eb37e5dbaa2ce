import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface NotFoundCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  back: { to: string; label: string };
}

/** A record's page when the record is missing or another team's: its own page, not an error. */
export function NotFoundCard({ icon: Icon, title, text, back }: NotFoundCardProps) {
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <Icon className="size-12 text-muted-foreground" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{text}</p>
      </div>
      <Button asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden />
          {back.label}
        </Link>
      </Button>
    </Card>
  );
}
