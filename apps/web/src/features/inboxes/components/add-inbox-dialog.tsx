import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useProjects } from '@/lib/projects/project-context';
import { useConnectInbox } from '../hooks/use-connect-inbox';
import type { ImapFormInput } from '../lib/imap-form-schema';
import { ConnectionTestStep } from './connection-test-step';
import { emptyImapForm, ImapAccountForm } from './imap-account-form';
import { InboxAddedStep } from './inbox-added-step';
import { NoProjectsStep } from './no-projects-step';
import { ProviderSelectStep } from './provider-select-step';

export type AddInboxStep = 'select' | 'project-select' | 'form' | 'testing' | 'success';

interface AddInboxDialogProps {
  open: boolean;
  /** 'form' when the user already picked IMAP on a provider card. */
  startAt: 'select' | 'form';
  onOpenChange: (open: boolean) => void;
}

/** The add-inbox wizard: select, project-select, form, testing, success. */
export function AddInboxDialog({ open, startAt, onOpenChange }: AddInboxDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Remounting on every opening resets the step, the fields and the test result. */}
        {open && <AddInboxWizard startAt={startAt} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddInboxWizard({ startAt, onClose }: { startAt: 'select' | 'form'; onClose: () => void }) {
  const { projects, selectedProject } = useProjects();
  const afterSelect: AddInboxStep = projects.length === 0 ? 'project-select' : 'form';
  const [step, setStep] = useState<AddInboxStep>(startAt === 'form' ? afterSelect : 'select');
  const [formInput, setFormInput] = useState<ImapFormInput>(emptyImapForm);
  const { phase, connect } = useConnectInbox(selectedProject?._id);

  switch (step) {
    case 'select':
      return <ProviderSelectStep onSelectImap={() => setStep(afterSelect)} />;
    case 'project-select':
      return <NoProjectsStep />;
    case 'form':
      return (
        <ImapAccountForm
          initial={formInput}
          onCancel={onClose}
          onSubmit={(values, input) => {
            setFormInput(input);
            setStep('testing');
            void connect(values).then((created) => created && setStep('success'));
          }}
        />
      );
    case 'testing':
      return <ConnectionTestStep phase={phase} onRetry={() => setStep('form')} />;
    case 'success':
      return <InboxAddedStep onContinue={onClose} />;
  }
}
