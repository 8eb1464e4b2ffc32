import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormModalProps extends Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'fullScreen'> {
  /** The close button's accessible name, in the feature's words. */
  closeLabel: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The dialog around a create or edit form. Its content is mounted only while open, so every
 * opening starts from the record's values (or an empty form), never from an abandoned edit.
 */
export function FormModal({ opened, onClose, title, size, fullScreen, closeLabel, children, ...rest }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': closeLabel }}
      data-testid={rest['data-testid']}
    >
      {opened && children}
    </Modal>
  );
}
