import { useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** A short line beside the title, e.g. "3 questions". */
  summary?: ReactNode;
  content: ReactNode;
}

export interface AccordionListProps {
  items: readonly AccordionItem[];
  /** Only one section open at a time (a FAQ), or any number (a long form). */
  isExclusive?: boolean;
  defaultExpanded?: readonly string[];
}

/** Collapsible sections; each header is a button that says whether its section is open. */
export function AccordionList({ items, isExclusive = false, defaultExpanded = [] }: AccordionListProps) {
  const [expanded, setExpanded] = useState<string[]>([...defaultExpanded]);
  const toggle = (id: string, isOpen: boolean) =>
    setExpanded((current) =>
      isOpen ? (isExclusive ? [id] : [...current, id]) : current.filter((openId) => openId !== id),
    );
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          expanded={expanded.includes(item.id)}
          onChange={(_, isOpen) => toggle(item.id, isOpen)}
          disableGutters
          variant="outlined"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${item.id}-header`}
            aria-controls={`${item.id}-content`}
          >
            <Typography fontWeight={600} sx={{ flexGrow: 1 }}>
              {item.title}
            </Typography>
            {item.summary && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {item.summary}
              </Typography>
            )}
          </AccordionSummary>
          <AccordionDetails id={`${item.id}-content`}>{item.content}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
