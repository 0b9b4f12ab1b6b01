/**
 * A dialog whose code loads when it is first opened, not with its screen (issue 48, decision 0035): the Modal, its
 * focus trap, scroll lock (react-remove-scroll) and transitions, and the dialog's own form, about 7 KB brotli before
 * its content, which most visits never open. The screen renders the returned component with the dialog's own props;
 * nothing is rendered until they first say it is open.
 *
 * The dialog is first mounted closed, then opened: Mantine's Modal notes the element to give the focus back to when
 * it opens after its first render (useFocusReturn), so a dialog mounted already open would leave the keyboard's focus
 * on the page's body when it closes. From its first opening on it stays mounted, so it can animate closed.
 *
 * Code that cannot be fetched (offline, or a tab older than the last release) is said in a notification and the
 * dialog is closed through its own `onClose`, so the visitor can ask again.
 */
import { notifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { i18n } from '../i18n/runtime';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from './on-demand';

export interface LazyDialogOptions<P> {
  /** Whether these props show the dialog. */
  isOpen: (props: P) => boolean;
  /** The same props, closed (its first render). */
  closed: (props: P) => P;
}

export type LazyDialog<P> = ComponentType<P> & {
  /** Asks for the dialog's code ahead of its first opening (as the visitor reaches for what opens it). */
  preload: () => void;
};

export function lazyDialog<P extends { onClose: () => void }>(
  importer: () => Promise<ComponentType<P>>,
  { isOpen, closed }: LazyDialogOptions<P>,
): LazyDialog<P> {
  const part = onDemand(importer);
  function Dialog(props: P) {
    const open = isOpen(props);
    const [Loaded, request] = useOnDemand(part);
    // Whether the loaded dialog has been rendered once (closed): only then is it given `open`.
    const [mounted, setMounted] = useState(false);
    // The latest onClose (often a new function each render), read when a failed fetch closes the dialog.
    const onClose = useRef(props.onClose);
    onClose.current = props.onClose;
    useEffect(() => {
      if (!open || Loaded) return;
      request().catch(() => {
        notifications.show({ color: 'red', message: i18n._(PART_UNAVAILABLE) });
        onClose.current();
      });
    }, [open, Loaded, request]);
    useEffect(() => {
      if (Loaded) setMounted(true);
    }, [Loaded]);
    if (!Loaded) return null;
    return <Loaded {...(mounted ? props : closed(props))} />;
  }
  Dialog.preload = () => {
    part.load().catch(() => {
      // Asked for again when the dialog opens.
    });
  };
  return Dialog;
}
