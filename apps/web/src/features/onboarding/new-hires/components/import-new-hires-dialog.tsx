import { useId, useRef, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import {
  MAX_NEW_HIRE_IMPORT_ROWS,
  NEW_HIRE_IMPORT_COLUMNS,
  REQUIRED_NEW_HIRE_IMPORT_COLUMNS,
  newHireImportBodySchema,
} from '@atrium/shared/schemas/onboarding/new-hires';
import { FormTextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { downloadCsv } from '../../../../lib/csv';
import { formatFileSize } from '../../../../lib/format-file-size';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { useImportNewHiresMutation, type NewHireImportReport } from '../api/new-hires-api';
import { rowsLeftToFix } from '../utils/import-leftovers';

// The server reads up to 1,000,000 characters; a file far beyond that is refused before reading it.
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const OPTIONAL_COLUMNS = NEW_HIRE_IMPORT_COLUMNS.filter(
  (column) => !(REQUIRED_NEW_HIRE_IMPORT_COLUMNS as readonly string[]).includes(column),
);
/** The header line the import reads, for a spreadsheet to start from. */
export const NEW_HIRE_IMPORT_TEMPLATE = NEW_HIRE_IMPORT_COLUMNS.join(',');

interface ImportForm {
  csv: string;
}

/** Adds new hires from CSV text, uploaded or pasted; each row is created or reported on its own. */
export function ImportNewHiresDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<NewHireImportReport | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [importHires, { isLoading }] = useImportNewHiresMutation();
  const { control, handleSubmit, setError, setValue, reset } = useForm<ImportForm>({
    resolver: zodResolver(newHireImportBodySchema),
    defaultValues: { csv: '' },
  });

  const close = () => {
    reset({ csv: '' });
    setReport(null);
    setFileProblem(null);
    onClose();
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again once it is fixed.
    event.target.value = '';
    setFileProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(`The file is ${formatFileSize(file.size)}; the largest accepted is 2 MB.`);
      return;
    }
    setValue('csv', await file.text(), { shouldValidate: true });
  };
  const submit = handleSubmit(async ({ csv }) => {
    setReport(null);
    try {
      const result = (await importHires(csv).unwrap()).data;
      setReport(result);
      // What was created is gone from the text: importing again creates no one twice.
      setValue('csv', rowsLeftToFix(csv, result));
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<ImportForm>(['csv']));
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Import new hires"
      maxWidth="md"
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={close} disabled={isLoading}>
            {report ? 'Done' : 'Cancel'}
          </Button>
          <Button variant="contained" onClick={() => void submit()} loading={isLoading}>
            Import
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>
          One new hire per row, under a header line.{' '}
          <strong>{REQUIRED_NEW_HIRE_IMPORT_COLUMNS.join(', ')}</strong> are required;{' '}
          {OPTIONAL_COLUMNS.join(', ')} are optional. Dates are YYYY-MM-DD, departments and locations go by
          name, people by their email. Each row is created with its plan, or reported with what to fix. Up to{' '}
          {MAX_NEW_HIRE_IMPORT_ROWS} rows.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            startIcon={<DownloadOutlinedIcon />}
            onClick={() => downloadCsv('new-hires-import-template.csv', NEW_HIRE_IMPORT_TEMPLATE)}
          >
            Download template
          </Button>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => void pick(event)}
            aria-label="CSV file"
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={isLoading}
          >
            Choose CSV file
          </Button>
        </Stack>
        {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
        <FormTextField
          control={control}
          name="csv"
          label="CSV text"
          placeholder={NEW_HIRE_IMPORT_TEMPLATE}
          helperText="Paste the rows here, or choose a file to fill this in."
          multiline
          minRows={5}
          maxRows={12}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {report && <ImportReport report={report} />}
      </Stack>
    </Modal>
  );
}

function ImportReport({ report }: { report: NewHireImportReport }) {
  return (
    <Stack spacing={1} component="section" aria-label="Import report">
      <Alert severity={report.failed === 0 ? 'success' : report.created === 0 ? 'error' : 'warning'}>
        {report.created} new {report.created === 1 ? 'hire' : 'hires'} created
        {report.failed > 0 &&
          `, ${report.failed} ${report.failed === 1 ? 'row' : 'rows'} with problems. ${
            report.failed === 1 ? 'It is' : 'They are'
          } left in the text above to fix and import again`}
        .
      </Alert>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Rows imported">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>
                  {row.status === 'created' && row.newHireId ? (
                    <Link component={RouterLink} to={paths.newHire(row.newHireId)}>
                      Created
                    </Link>
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                      {row.errors.map((problem, index) => (
                        <li key={`${problem.field}-${index}`}>
                          {problem.field}: {problem.message}
                        </li>
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
