import { List, ListItem, ListItemText, Paper } from '@mui/material';
import { RowActions } from '../../../../components/ui/row-actions';

export interface ConfiguredOption {
  id: string;
  name: string;
}

export interface OptionListProps<T extends ConfiguredOption> {
  /** The list's accessible name. */
  label: string;
  options: readonly T[];
  /** What the option is used for, under its name. */
  usage: (option: T) => string;
  /** Without it, the list is read-only. */
  onEdit?: (option: T) => void;
  /** Only for the options that may go (one in use stays: the records that used it name it). */
  onDelete?: (option: T) => void;
  canDelete?: (option: T) => boolean;
}

/** A custom option list of recruiting's configuration (close reasons, rejection reasons…). */
export function OptionList<T extends ConfiguredOption>({
  label,
  options,
  usage,
  onEdit,
  onDelete,
  canDelete = () => true,
}: OptionListProps<T>) {
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {options.map((option, index) => (
          <ListItem
            key={option.id}
            divider={index < options.length - 1}
            // Room for both action buttons, so a long name wraps before them on a narrow screen.
            sx={onEdit ? { pr: 13 } : undefined}
            secondaryAction={
              onEdit && (
                <RowActions
                  name={option.name}
                  onEdit={() => onEdit(option)}
                  onDelete={onDelete && canDelete(option) ? () => onDelete(option) : undefined}
                />
              )
            }
          >
            <ListItemText primary={option.name} secondary={usage(option)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
