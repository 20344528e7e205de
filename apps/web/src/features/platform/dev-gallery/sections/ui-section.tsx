import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { AccordionList } from '../../../../components/ui/accordion-list';
import { AppStepper } from '../../../../components/ui/app-stepper';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { PopoverMenu } from '../../../../components/ui/popover-menu';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { SortableList } from '../../../../components/ui/sortable-list';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { formatFileSize } from '../../../../lib/format-file-size';
import { toastSuccess } from '../../../../lib/toast';

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const CANDIDATE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'activity', label: 'Activity' },
];
const ICON_TABS = [
  { value: 'jobs', label: 'Jobs', icon: <WorkOutlineIcon /> },
  { value: 'candidates', label: 'Candidates', icon: <PersonOutlineIcon /> },
  { value: 'events', label: 'Events', icon: <EventOutlinedIcon /> },
];

const ICON_TAB_SUMMARIES: Record<string, string> = {
  jobs: '12 open jobs across 4 departments',
  candidates: '148 active candidates, 23 new this week',
  events: '3 careers events this month',
};

function TabsDemo() {
  const [tab, setTab] = useState('overview');
  const [iconTab, setIconTab] = useState('jobs');
  return (
    <Stack spacing={2}>
      <Box>
        <AppTabs
          tabs={CANDIDATE_TABS}
          value={tab}
          onChange={setTab}
          label="Candidate"
          idPrefix="gallery-candidate"
        />
        <TabPanel idPrefix="gallery-candidate" value="overview" current={tab}>
          Ada Lovelace · Senior Product Designer · applied 3 days ago
        </TabPanel>
        <TabPanel idPrefix="gallery-candidate" value="activity" current={tab}>
          Moved to Phone screen by Grace Hopper
        </TabPanel>
      </Box>
      <Box>
        <AppTabs
          tabs={ICON_TABS}
          value={iconTab}
          onChange={setIconTab}
          label="Recruiting areas"
          idPrefix="gallery-areas"
        />
        {ICON_TABS.map((tab) => (
          <TabPanel key={tab.value} idPrefix="gallery-areas" value={tab.value} current={iconTab}>
            {ICON_TAB_SUMMARIES[tab.value]}
          </TabPanel>
        ))}
      </Box>
    </Stack>
  );
}

function DialogsDemo() {
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
      <Button variant="outlined" onClick={() => setIsModalOpen(true)}>
        Schedule interview
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<ArchiveOutlinedIcon />}
        onClick={() => setIsConfirmOpen(true)}
      >
        Archive job
      </Button>
      <Modal
        open={isModalOpen}
        onClose={() => setIsModalOpen(false)}
        title="Schedule interview"
        actions={
          <>
            <Button color="inherit" onClick={() => setIsModalOpen(false)}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => setIsModalOpen(false)}>
              Send invite
            </Button>
          </>
        }
      >
        <Typography>Phone screen with Ada Lovelace, Tuesday 10:00–10:30 (Europe/London).</Typography>
      </Modal>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Archive this job?"
        message="Senior Product Designer will close to new applicants. Its 14 candidates stay in the talent pool."
        confirmLabel="Archive"
        isDestructive
        onCancel={() => setIsConfirmOpen(false)}
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 1200));
          setIsConfirmOpen(false);
          toastSuccess('Job archived');
        }}
      />
    </Stack>
  );
}

const OFFER_STEPS = [
  { label: 'Offer details' },
  { label: 'Approvals' },
  { label: 'Send offer', caption: 'Optional' },
  { label: 'Hired' },
];

function StepperDemo() {
  const [step, setStep] = useState(1);
  return (
    <Stack spacing={2}>
      <AppStepper steps={OFFER_STEPS} activeStep={step} onStepClick={setStep} />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        <Button variant="contained" disabled={step === OFFER_STEPS.length} onClick={() => setStep(step + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

const INITIAL_STAGES = [
  { id: 'review', name: 'Application review', owner: 'Recruiter' },
  { id: 'phone', name: 'Phone screen', owner: 'Recruiter' },
  { id: 'task', name: 'Take-home task', owner: 'Hiring manager' },
  { id: 'onsite', name: 'Onsite loop', owner: 'Interview panel' },
  { id: 'offer', name: 'Offer', owner: 'Hiring manager' },
];

function StagesDemo() {
  const [stages, setStages] = useState(INITIAL_STAGES);
  return (
    <SortableList
      label="Interview stages"
      items={stages}
      getId={(stage) => stage.id}
      getLabel={(stage) => stage.name}
      onReorder={setStages}
      renderItem={(stage) => (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography fontWeight={600}>{stage.name}</Typography>
          <Chip size="small" label={stage.owner} />
        </Box>
      )}
    />
  );
}

const STAGE_MOVES = INITIAL_STAGES.flatMap((stage) => [`Move to ${stage.name}`, `Schedule ${stage.name}`]);

const HOSTILE_SAMPLE =
  '<p>Thanks for applying, <strong>Ada</strong>! Ping @[Grace Hopper](u-102) with questions.</p>' +
  '<script>alert("stolen cookies")</script>' +
  '<img src="/missing.png" onerror="alert(1)" alt="">' +
  '<p><a href="javascript:alert(2)">Claim your prize</a> · <a href="https://atrium.example/careers">Our careers page</a></p>' +
  '<iframe src="https://evil.example"></iframe>';

function UnsavedChangesDemo() {
  const [text, setText] = useState('');
  const { blocker } = useUnsavedChangesPrompt(text !== '');
  return (
    <>
      <TextField
        fullWidth
        label="Rejection reason"
        helperText="Type something, then follow a link away from this page: you will be asked first."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** The rest of the kit: tabs, dialogs, accordion, stepper, empty states, lists, menus, safe HTML. */
export function UiSection() {
  return (
    <Stack spacing={4}>
      <Demo title="Tabs">
        <TabsDemo />
      </Demo>
      <Demo title="Modal and confirm dialog">
        <DialogsDemo />
      </Demo>
      <Demo title="Accordion">
        <AccordionList
          isExclusive
          defaultExpanded={['pay']}
          items={[
            {
              id: 'pay',
              title: 'Compensation',
              summary: '£65k–£80k',
              content: 'Salary band, equity and a £1,000 learning budget.',
            },
            {
              id: 'where',
              title: 'Location',
              summary: 'Hybrid',
              content: 'London office two days a week; the rest from home.',
            },
            {
              id: 'process',
              title: 'Hiring process',
              summary: '4 stages',
              content: 'Phone screen, take-home task, onsite loop, offer.',
            },
          ]}
        />
      </Demo>
      <Demo title="Stepper">
        <StepperDemo />
      </Demo>
      <Demo title="Empty states">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', md: '1fr 1fr' } }}>
          <EmptyState
            title="No candidates yet"
            description="Share the job post or add a candidate by hand."
            action={<Button variant="contained">Add candidate</Button>}
            isCompact
          />
          <EmptyState
            kind="error"
            title="Could not load interviews"
            description="Check your connection and try again."
            isCompact
          />
        </Box>
      </Demo>
      <Demo title="Sortable interview stages (drag the handle, or Space and the arrow keys)">
        <StagesDemo />
      </Demo>
      <Demo title="Popover menu">
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography>Ada Lovelace</Typography>
          <PopoverMenu
            label="Actions for Ada Lovelace"
            items={[
              {
                label: 'Email candidate',
                icon: <MailOutlineIcon fontSize="small" />,
                onClick: () => toastSuccess('Email drafted'),
              },
              ...STAGE_MOVES.map((label) => ({ label, onClick: () => toastSuccess(label) })),
              {
                label: 'Reject candidate',
                isDestructive: true,
                onClick: () => toastSuccess('Candidate rejected'),
              },
            ]}
          />
        </Stack>
      </Demo>
      <Demo title="Sanitised HTML of a hostile sample">
        <SanitizedHtml
          html={HOSTILE_SAMPLE}
          hasMentions
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}
        />
      </Demo>
      <Demo title="File sizes">
        <Typography>
          {[512, 1536, 5.25 * 1024 * 1024, 3 * 1024 ** 3].map((bytes) => formatFileSize(bytes)).join(' · ')}
        </Typography>
      </Demo>
      <Demo title="Unsaved-changes prompt">
        <UnsavedChangesDemo />
      </Demo>
    </Stack>
  );
}
