import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
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
import { MAX_IMPORT_ROWS, REQUIRED_IMPORT_COLUMNS } from '@atrium/shared/schemas/admin/people';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { buildCsv, csvFileName, downloadCsv } from '../../../../lib/csv';
import { formatFileSize } from '../../../../lib/format-file-size';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useImportPeopleMutation } from '../api/people-api';
import { IMPORT_TEMPLATE, importProblems, type ImportProblem } from '../utils/import-report';

// A file this large is far beyond the row limit; refusing it here spares a slow upload.
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const SHOWN_PROBLEMS = 200;

export interface ImportPeopleDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invites many people from a CSV. The server writes all rows or none, so a file with problems
 * comes back as a report of every row to fix, and nothing is half-imported.
 */
export function ImportPeopleDialog({ open, onClose }: ImportPeopleDialogProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [importPeople, { isLoading }] = useImportPeopleMutation();

  const clearOutcome = () => {
    setProblems([]);
    setFailure(null);
  };
  const close = () => {
    setFile(null);
    clearOutcome();
    onClose();
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again after it is fixed.
    event.target.value = '';
    clearOutcome();
    if (picked && picked.size > MAX_FILE_BYTES) {
      setFile(null);
      setFailure(`The file is ${formatFileSize(picked.size)}; the largest accepted is 2 MB.`);
      return;
    }
    setFile(picked);
  };
  const submit = async () => {
    if (!file) return;
    clearOutcome();
    try {
      const result = await importPeople(await file.text()).unwrap();
      toastSuccess(successMessage(result, `${result.data.imported} people imported`));
      close();
    } catch (error) {
      setProblems(importProblems(fieldErrors(error)));
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Import people"
      maxWidth="md"
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={!file} loading={isLoading}>
            Import
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>
          Each row invites one person, who receives a temporary password by email. The columns{' '}
          <strong>{REQUIRED_IMPORT_COLUMNS.join(', ')}</strong> are required; role, customRole, jobTitle,
          department, location, managerEmail, employmentType and startDate (YYYY-MM-DD) are optional.
          Departments, locations and roles are matched by name. Up to {MAX_IMPORT_ROWS} rows per file.
        </Typography>
        <Box>
          <Button
            startIcon={<DownloadOutlinedIcon />}
            onClick={() => downloadCsv('people-import-template.csv', IMPORT_TEMPLATE)}
          >
            Download template
          </Button>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={pick}
            aria-label="CSV file"
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={isLoading}
          >
            Choose CSV file
          </Button>
          <Typography color={file ? 'text.primary' : 'text.secondary'} noWrap>
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
          </Typography>
        </Stack>
        {isLoading && <LinearProgress aria-label="Importing" />}
        {failure && (
          <Alert severity="error">
            {failure}
            {problems.length > 0 && ' Fix these rows and import the file again.'}
          </Alert>
        )}
        {problems.length > 0 && <ProblemReport problems={problems} />}
      </Stack>
    </Modal>
  );
}

function ProblemReport({ problems }: { problems: ImportProblem[] }) {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() =>
            downloadCsv(
              csvFileName('People import problems'),
              buildCsv(problems, [
                { header: 'Row', value: (problem) => String(problem.row ?? '') },
                { header: 'Column', value: (problem) => problem.column },
                { header: 'Problem', value: (problem) => problem.message },
              ]),
            )
          }
        >
          Download report
        </Button>
      </Stack>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Import problems">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={`${problem.row}-${problem.column}-${index}`}>
                <TableCell>{problem.row ?? '-'}</TableCell>
                <TableCell>{problem.column}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          Showing the first {shown.length}; the downloaded report lists all {problems.length}.
        </Typography>
      )}
    </Stack>
  );
}
