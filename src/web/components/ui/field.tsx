import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Label } from './label';

/** What a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one way a form lays out a labelled control: the label (pointing at the control), the
 * control, an optional description and an optional error, with `aria-describedby` naming
 * whichever of those two is shown and `aria-invalid` set while there is an error. The control is
 * drawn by `children` from the props it must spread, so any input, textarea or select fits, with
 * whatever sits around or after it.
 */
export function Field({
  id,
  label,
  labelAside,
  description,
  error,
  alertError = false,
  className,
  children,
}: {
  /** The control's id; the description and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Drawn at the end of the label's row (a "Forgot password?" link). */
  labelAside?: ReactNode;
  description?: ReactNode;
  /** Shown, and the control marked invalid, while truthy. */
  error?: ReactNode;
  /** Announce the error as it appears (role="alert"): for errors that answer a submit. */
  alertError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const labelNode = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={cn('grid gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelNode}
          {labelAside}
        </div>
      ) : (
        labelNode
      )}
      {children({
        id,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {hasError && (
        <p
          id={errorId}
          role={alertError ? 'alert' : undefined}
          className="text-destructive text-sm"
        >
          {error}
        </p>
      )}
    </div>
  );
}
