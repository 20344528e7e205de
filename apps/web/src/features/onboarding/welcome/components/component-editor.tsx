import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  WELCOME_COMPONENT_LABELS,
  type WelcomeComponentType,
} from '@atrium/shared/schemas/onboarding/welcome';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { FormPersonField } from '../../lookups/components/person-field';
import type { WelcomePageFormValues } from '../utils/welcome-page-form';

type Props = { control: Control<WelcomePageFormValues>; index: number };
const IMAGES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

function ImageEditor({ control, index }: Props) {
  const fileId = useController({ control, name: `components.${index}.fileId` as never });
  const url = useController({ control, name: `components.${index}.url` as never });
  return (
    <Stack spacing={2}>
      <SingleFileUpload
        label="Image"
        required
        value={(url.field.value as string | null) ?? null}
        accept={IMAGES}
        hint="PNG, JPEG, GIF or WebP"
        preview="image"
        error={fileId.fieldState.error?.message}
        onChange={(address, file) => {
          url.field.onChange(address);
          fileId.field.onChange(address && file ? file.id : '');
        }}
      />
      <FormTextField
        control={control}
        name={`components.${index}.alt` as never}
        label="Description for screen readers"
      />
    </Stack>
  );
}

function TeamEditor({ control, index }: Props) {
  const userIds = useController({ control, name: `components.${index}.userIds` as never });
  const chosen = (userIds.field.value as string[] | undefined) ?? [];
  const adding = useController({ control, name: `components.${index}.adding` as never });
  const person = adding.field.value as { _id: string } | null | undefined;
  return (
    <Stack spacing={1}>
      <FormSwitchField
        control={control}
        name={`components.${index}.showManager` as never}
        label="Their manager"
      />
      <FormSwitchField
        control={control}
        name={`components.${index}.showBuddy` as never}
        label="Their buddy"
      />
      <FormSwitchField
        control={control}
        name={`components.${index}.showHrContact` as never}
        label="Their HR contact"
      />
      <Typography variant="body2" color="text.secondary">
        {chosen.length === 0
          ? 'No one else chosen.'
          : `${chosen.length} more ${chosen.length === 1 ? 'person' : 'people'} chosen.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <FormPersonField
            control={control}
            name={`components.${index}.adding` as never}
            label="Someone else to meet"
          />
        </Box>
        <Button
          disabled={!person || chosen.includes(person._id)}
          onClick={() => {
            if (!person) return;
            userIds.field.onChange([...chosen, person._id]);
            adding.field.onChange(null);
          }}
        >
          Add
        </Button>
        {chosen.length > 0 && (
          <Button color="error" onClick={() => userIds.field.onChange([])}>
            Clear chosen
          </Button>
        )}
      </Stack>
      {userIds.fieldState.error && <Typography color="error">{userIds.fieldState.error.message}</Typography>}
    </Stack>
  );
}

function TimelineEditor({ control, index }: Props) {
  const items = useFieldArray({ control, name: `components.${index}.items` as never });
  return (
    <Stack spacing={2}>
      {items.fields.map((item, position) => (
        <Stack
          key={item.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormNumberField
            control={control}
            name={`components.${index}.items.${position}.day` as never}
            label="Day"
            isInteger
            sx={{ width: { sm: 90 } }}
          />
          <FormTextField
            control={control}
            name={`components.${index}.items.${position}.time` as never}
            label="Time"
            placeholder="09:00"
            sx={{ width: { sm: 110 } }}
          />
          <FormTextField
            control={control}
            name={`components.${index}.items.${position}.title` as never}
            label="What"
            required
          />
          <FormTextField
            control={control}
            name={`components.${index}.items.${position}.description` as never}
            label="Details"
          />
          <Tooltip title="Remove this item">
            <IconButton aria-label={`Remove item ${position + 1}`} onClick={() => items.remove(position)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => items.append({ day: 1, time: '', title: '', description: '' } as never)}
      >
        Add an item
      </Button>
    </Stack>
  );
}

/** The fields of one component of a page, by its type. */
export function ComponentEditor({ control, index }: Props) {
  const type = useWatch({ control, name: `components.${index}.type` }) as WelcomeComponentType;
  switch (type) {
    case 'rich_text':
      return (
        <FormRichTextField
          control={control}
          name={`components.${index}.html` as never}
          label="Text"
          required
        />
      );
    case 'image':
      return <ImageEditor control={control} index={index} />;
    case 'video':
      return (
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name={`components.${index}.url` as never}
            label="YouTube or Vimeo link"
            required
          />
          <FormTextField control={control} name={`components.${index}.title` as never} label="Title" />
        </Stack>
      );
    case 'team':
      return <TeamEditor control={control} index={index} />;
    case 'timeline':
      return <TimelineEditor control={control} index={index} />;
    default:
      return (
        <Typography color="text.secondary">
          {type === 'profile_form'
            ? 'The new hire’s profile form, for them to fill in.'
            : 'The documents waiting for the new hire’s signature.'}{' '}
          ({WELCOME_COMPONENT_LABELS[type]})
        </Typography>
      );
  }
}
