import { Popover } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import type { FilterField } from '../lib/people-list-filters';
import { PeopleFilterEditor } from './people-filter-editor';

interface PeopleFilterPopoverProps {
  fields: FilterField[];
  editing?: { field: FilterField; values: readonly string[] };
  onApply: (field: FilterField, values: string[]) => void;
  /** The button that opens it; receives the toggle. */
  children: (toggle: () => void, opened: boolean) => ReactElement;
}

/** The filter editor in a dropdown beside its button; focus stays inside until it closes. */
export function PeopleFilterPopover({ fields, editing, onApply, children }: PeopleFilterPopoverProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={300} trapFocus returnFocus withinPortal shadow="md">
      <Popover.Target>{children(() => setOpened((open) => !open), opened)}</Popover.Target>
      <Popover.Dropdown>
        {/* Mounted only while open, so every opening starts from the applied state. */}
        {opened && (
          <PeopleFilterEditor
            fields={fields}
            editing={editing}
            onCancel={() => setOpened(false)}
            onApply={(field, values) => {
              setOpened(false);
              onApply(field, values);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
