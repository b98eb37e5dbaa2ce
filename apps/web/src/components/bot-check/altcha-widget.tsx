import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface AltchaWidgetProps {
  challengeUrl: string;
  onChange: (token: string | null) => void;
}

interface AltchaStateEvent extends Event {
  detail: { state: string; payload?: string | null };
}

/** ALTCHA proof of work: starts when the form gets focus, so it is usually done by submit. */
export default function AltchaWidget({ challengeUrl, onChange }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void import('./altcha-setup').then(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!loaded || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded]);

  if (!loaded) {
    return (
      <div className="flex h-[74px] items-center justify-center rounded-md border border-input">
        <Spinner label="Loading security check" />
      </div>
    );
  }
  return <altcha-widget ref={ref} challenge={challengeUrl} auto="onfocus" name="altcha" />;
}
