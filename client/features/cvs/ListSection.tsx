import { type MutableRefObject, type ReactNode, useRef, useState } from 'react';
import { m } from '../../paraglide/messages';
import type { ItemSection } from './cv-api';
import { useLocalCvStore } from './cv-store';
import { ConfirmDialog, ItemCard, ListSectionFrame, type RegisterSubmit, type SubmitOpenForm, useRegisterSubmit, useRemoveItem } from './maker-common';

export interface ItemFormProps<Item> {
  cvId: number;
  /** The item being edited, or undefined for a new one. */
  item: Item | undefined;
  /** Closes the form; after a save, with the saved item's id (its card then takes focus). */
  onClose: (savedId?: number) => void;
  /** Set by the form to its submit, for Next. */
  submitRef: MutableRefObject<SubmitOpenForm | null>;
}

interface ListSectionProps<Item extends { id: number }> {
  cvId: number;
  section: ItemSection;
  register: RegisterSubmit;
  title: string;
  addLabel: string;
  emptyText: string;
  items: readonly Item[];
  cardTitle: (item: Item) => string;
  cardBody: (item: Item) => ReactNode;
  renderForm: (props: ItemFormProps<Item>) => ReactNode;
}

/** A CV list section: cards with Edit and Delete, an empty state prompting to add, and one inline form at a time. */
export function ListSection<Item extends { id: number }>({
  cvId,
  section,
  register,
  title,
  addLabel,
  emptyText,
  items,
  cardTitle,
  cardBody,
  renderForm,
}: ListSectionProps<Item>) {
  const [editing, setEditing] = useState<{ item: Item | undefined } | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const submitRef = useRef<SubmitOpenForm | null>(null);
  const remove = useRemoveItem(cvId, section);
  const local = useLocalCvStore();
  useRegisterSubmit(register, editing ? () => (submitRef.current ? submitRef.current() : Promise.resolve(true)) : null);

  const [focusId, setFocusId] = useState<number | null>(null);
  const close = (savedId?: number) => {
    submitRef.current = null;
    setEditing(null);
    if (savedId !== undefined) setFocusId(savedId);
  };

  return (
    <>
      <ListSectionFrame
        title={title}
        addLabel={addLabel}
        emptyText={emptyText}
        formOpen={editing !== null}
        onAdd={() => setEditing({ item: undefined })}
        items={items
          .filter((item) => item.id !== editing?.item?.id)
          .map((item) => (
            <ItemCard
              key={item.id}
              title={cardTitle(item)}
              problem={local?.problemOf(section, item.id)}
              focused={item.id === focusId}
              onFocused={() => setFocusId(null)}
              onEdit={() => setEditing({ item })}
              onDelete={() => setRemoving(item)}
            >
              {cardBody(item)}
            </ItemCard>
          ))}
        form={editing && <div key={editing.item?.id ?? 'new'}>{renderForm({ cvId, item: editing.item, onClose: close, submitRef })}</div>}
      />
      <ConfirmDialog
        open={removing !== null}
        title={m.cv_item_delete_title()}
        text={m.cv_item_delete_text({ title: removing ? cardTitle(removing) : '' })}
        confirmLabel={m.cv_action_delete()}
        busy={remove.busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.remove(removing.id, () => setRemoving(null));
        }}
      />
    </>
  );
}
