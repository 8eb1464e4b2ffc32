import { Modal, type ModalProps } from '@mantine/core';

type BlockingModalProps = Omit<ModalProps, 'onClose' | 'withCloseButton' | 'closeOnClickOutside' | 'closeOnEscape'>;

/**
 * A dialog the person must answer: no close button, and neither Escape nor a click outside
 * dismisses it (an ended session, a refresh to confirm, a policy to accept). Focus stays inside.
 */
export function BlockingModal(props: BlockingModalProps) {
  return (
    <Modal
      centered
      trapFocus
      {...props}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    />
  );
}
