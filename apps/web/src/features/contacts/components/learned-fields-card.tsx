import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EXTRACTED_FIELD_LABELS } from '@/features/documents/lib/extracted-fields';
import { toast } from '@/lib/toast-store';
import { useForgetLearnedField } from '../api/forget-learned-field';
import { useLearnedFields } from '../api/get-learned-fields';
import { formatDay } from '../lib/format-date';

/**
 * What corrections taught about this contact's documents: per field, the label it is printed
 * next to (or, for the vendor name, the name the user chose) and when it was learned, each with
 * a Forget button. Hidden while there is nothing.
 */
export function LearnedFieldsCard({ contactId }: { contactId: string }) {
  const learned = useLearnedFields(contactId);
  const forget = useForgetLearnedField();
  const fields = learned.data?.data ?? [];
  if (!fields.length) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-muted-foreground" aria-hidden />
          Learned fields
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Read first on this contact’s next documents, from your corrections.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Learned fields">
          {fields.map((field) => {
            const name = EXTRACTED_FIELD_LABELS[field.field];
            return (
              <li key={field._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{name}</p>
                  <p className="text-xs break-words text-muted-foreground">
                    {field.value !== null ? (
                      <>Named “{field.value}”</>
                    ) : field.label ? (
                      <>After “{field.label}”</>
                    ) : (
                      <>By its place on the page</>
                    )}
                    {' · '}learned {formatDay(field.learnedAt)}
                    {field.document && (
                      <>
                        {' from '}
                        <Link
                          to={`/documents/${field.document._id}`}
                          className="text-primary underline underline-offset-2"
                        >
                          {field.document.name}
                        </Link>
                      </>
                    )}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Forget ${name}`}
                  disabled={forget.isPending}
                  onClick={() =>
                    forget.mutate(
                      { contactId, learnedFieldId: field._id },
                      {
                        onSuccess: ({ message }) =>
                          toast({ title: 'Forgotten', description: message }),
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: error.message,
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  Forget
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
