import { lazyDialog } from '../../ui/lazy-dialog';
import type { SendQuoteDialogProps } from './send-quote-dialog';

/** The send's confirmation, its code (Mantine's Modal) loaded when first opened. */
export const SendQuoteDialog = lazyDialog<SendQuoteDialogProps>(
  () => import('./send-quote-dialog').then((m) => m.SendQuoteDialogNow),
  { isOpen: (props) => props.opened, closed: (props) => ({ ...props, opened: false }) },
);
