import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

const QUESTIONS = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. You can upgrade or downgrade at any time, and the change applies to every project you own.',
  },
  {
    q: 'What happens when I reach a limit?',
    a: 'You get a 20% grace above each limit. Past that, Papertray tells you which limit was reached and which plan lifts it; nothing you already have is removed.',
  },
  {
    q: 'What counts as an AI analysis?',
    a: 'Each document Papertray reads and extracts details from (amounts, dates, vendor, invoice number) counts as one analysis.',
  },
  {
    q: 'Is there a money-back guarantee?',
    a: 'Paid plans come with a 30-day money-back guarantee. If Papertray is not for you, we refund you in full.',
  },
  {
    q: 'Who can see my documents?',
    a: 'Only the members of your project. Mailbox passwords are encrypted at rest, and you can export or delete your data at any time.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion.Root type="single" collapsible className="mt-8 divide-y rounded-xl border bg-card">
        {QUESTIONS.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium">
                {q}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm text-muted-foreground">
              {a}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
