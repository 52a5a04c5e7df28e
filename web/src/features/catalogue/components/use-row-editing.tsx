import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RowActions } from '../../../components/ui/row-actions';

/** What every catalogue row has: an id to delete by and a name to ask about. */
interface CatalogueRow {
  id: number;
  name: string;
}

/** The delete mutation of a catalogue list (a react-query `useMutation` result fits). */
interface DeleteMutation {
  isPending: boolean;
  mutate(id: number, options: { onSettled(): void }): void;
}

/**
 * A catalogue list's Edit and Delete: the row's action buttons, the edit form (a dialog, or a
 * page when `editTo` is given) and the yes/no question before a delete. Arenas, sports, teams
 * and categories behave the same here, so a change to how a delete is confirmed lands once.
 */
export function useRowEditing<Row extends CatalogueRow>({
  remove,
  deleteQuestion,
  form,
  editTo,
}: {
  remove: DeleteMutation;
  /** The translated question for the row about to be deleted. */
  deleteQuestion(name: string): string;
  /** The create-or-edit dialog: `row` is null for a new one. */
  form?(row: Row | null, onClose: () => void): ReactNode;
  /** The page that edits a row, for lists whose form is too big for a dialog. */
  editTo?(row: Row): string;
}) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const close = () => setEditing(null);

  const actions = {
    cell: (row: Row) => (
      <RowActions
        name={row.name}
        edit={editTo ? { to: editTo(row) } : { onClick: () => setEditing(row) }}
        remove={{ onClick: () => setDeleting(row) }}
      />
    ),
  };
  const dialogs = (
    <>
      {editing && form?.(editing === 'new' ? null : editing, close)}
      <ConfirmDialog
        opened={deleting !== null}
        question={deleteQuestion(deleting?.name ?? '')}
        pending={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
  return { startNew: () => setEditing('new'), actions, dialogs };
}
