import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SingleFileUpload, type SingleFileUploadProps } from '../upload/single-file-upload';

export type FormUploadFieldProps<T extends FieldValues> = Omit<
  SingleFileUploadProps,
  'value' | 'onChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A single-file upload bound to react-hook-form; the value is the uploaded file's URL or null. */
export function FormUploadField<T extends FieldValues>({ name, control, ...props }: FormUploadFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <SingleFileUpload
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(url) => {
        field.onChange(url);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
