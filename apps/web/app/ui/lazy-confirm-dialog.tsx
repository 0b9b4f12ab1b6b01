/**
 * ConfirmDialog (ui/confirm-dialog.tsx) loaded when first opened (issue 48): a screen that offers a confirmed action
 * renders it from the start, and most visits never open it. The same props and types.
 */
import type { ConfirmDialog as Eager } from './confirm-dialog';
import { type LazyDialog, lazyDialog } from './lazy-dialog';

type ConfirmDialogProps = Parameters<typeof Eager>[0];

export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog').then((m) => m.ConfirmDialog as (props: ConfirmDialogProps) => React.ReactNode),
  { isOpen: (props) => props.subject !== null, closed: (props) => ({ ...props, subject: null }) },
) as unknown as typeof Eager & Pick<LazyDialog<ConfirmDialogProps>, 'preload'>;
