import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  GOAL_LEVEL_LABELS,
  GOAL_STATUS_LABELS,
  type GoalStatus,
  type GoalTreeNode,
} from '@atrium/shared/schemas/performance/goals';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { goalPath } from '../utils/goal-format';
import { GoalLevelChip, GoalProgress, GoalStatusChip, PrivateChip } from './goal-badges';

// The company goals' tree (WAI-ARIA tree view): a goal's key results under it, and the goals
// aligned to each key result or to the goal under those. Arrow keys walk it, Right and Left open and
// close a branch, Home and End jump, Enter opens a goal; the chevrons do the same with a mouse.

interface TreeItem {
  id: string;
  kind: 'goal' | 'key_result';
  node?: GoalTreeNode;
  title: string;
  progress: number;
  status: GoalStatus;
  children: TreeItem[];
}

/** The items under each goal: its key results (with their aligned goals), then goals aligned to it. */
function buildItems(nodes: readonly GoalTreeNode[]): TreeItem[] {
  const items = new Map<string, TreeItem>();
  const keyResultItems = new Map<string, TreeItem>();
  const roots: TreeItem[] = [];
  for (const node of nodes) {
    const item: TreeItem = {
      id: node.id,
      kind: 'goal',
      node,
      title: node.title,
      progress: node.progress,
      status: node.status,
      children: node.keyResults.map((keyResult) => {
        const child: TreeItem = {
          id: `kr:${keyResult.id}`,
          kind: 'key_result',
          title: keyResult.title,
          progress: keyResult.progress,
          status: node.status,
          children: [],
        };
        keyResultItems.set(keyResult.id, child);
        return child;
      }),
    };
    items.set(node.id, item);
    const parent =
      (node.parentKeyResultId && keyResultItems.get(node.parentKeyResultId)) ||
      (node.parentId ? items.get(node.parentId) : undefined);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** What the tree shows open: the company goals and their key results, so departments show. */
function initiallyOpen(roots: readonly TreeItem[]): Set<string> {
  const open = new Set<string>();
  for (const root of roots) {
    open.add(root.id);
    for (const child of root.children) if (child.kind === 'key_result') open.add(child.id);
  }
  return open;
}

interface VisibleItem {
  item: TreeItem;
  level: number;
  parentId: string | null;
}

function visibleItems(roots: readonly TreeItem[], open: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (items: readonly TreeItem[], level: number, parentId: string | null) => {
    for (const item of items) {
      out.push({ item, level, parentId });
      if (open.has(item.id)) walk(item.children, level + 1, item.id);
    }
  };
  walk(roots, 1, null);
  return out;
}

function accessibleName(item: TreeItem): string {
  if (item.kind === 'key_result') return `Key result: ${item.title}, ${Math.round(item.progress)}%`;
  const node = item.node!;
  return `${item.title}, ${GOAL_LEVEL_LABELS[node.level].toLowerCase()} goal of ${node.owner.name}, ${Math.round(item.progress)}%, ${GOAL_STATUS_LABELS[node.status].toLowerCase()}`;
}

export function GoalTree({ nodes, label }: { nodes: readonly GoalTreeNode[]; label: string }) {
  const roots = useMemo(() => buildItems(nodes), [nodes]);
  const [open, setOpen] = useState<Set<string>>(() => initiallyOpen(roots));
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const navigate = useNavigate();
  const shown = visibleItems(roots, open);
  const current = shown.find((entry) => entry.item.id === focusedId) ?? shown[0];

  const toggle = (id: string, isOpen?: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (isOpen ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const focus = (id: string) => {
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  };
  const everyId = () => {
    const ids: string[] = [];
    const walk = (items: readonly TreeItem[]) =>
      items.forEach((item) => {
        if (item.children.length > 0) ids.push(item.id);
        walk(item.children);
      });
    walk(roots);
    return ids;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!current) return;
    const index = shown.indexOf(current);
    const { item } = current;
    const isOpen = open.has(item.id);
    const moves: Record<string, () => void> = {
      ArrowDown: () => shown[index + 1] && focus(shown[index + 1]!.item.id),
      ArrowUp: () => shown[index - 1] && focus(shown[index - 1]!.item.id),
      Home: () => focus(shown[0]!.item.id),
      End: () => focus(shown.at(-1)!.item.id),
      ArrowRight: () => {
        if (item.children.length === 0) return;
        if (!isOpen) toggle(item.id, true);
        else focus(item.children[0]!.id);
      },
      ArrowLeft: () => {
        if (isOpen && item.children.length > 0) toggle(item.id, false);
        else if (current.parentId) focus(current.parentId);
      },
      Enter: () => {
        if (item.kind === 'goal') void navigate(goalPath(item.id));
        else toggle(item.id);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const renderItems = (items: readonly TreeItem[], level: number) =>
    items.map((item) => {
      const hasChildren = item.children.length > 0;
      const isOpen = open.has(item.id);
      const node = item.node;
      return (
        <Box
          component="li"
          role="treeitem"
          key={item.id}
          aria-level={level}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-label={accessibleName(item)}
          aria-selected={current?.item.id === item.id}
          tabIndex={current?.item.id === item.id ? 0 : -1}
          ref={(element: HTMLLIElement | null) => {
            if (element) itemRefs.current.set(item.id, element);
            else itemRefs.current.delete(item.id);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(item.id);
          }}
          sx={{
            listStyle: 'none',
            outline: 'none',
            '&:focus-visible > .tree-row': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Stack
            className="tree-row"
            direction="row"
            spacing={1}
            useFlexGap
            onClick={() => setFocusedId(item.id)}
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              py: 1,
              pr: 1,
              pl: `${Math.min(level - 1, 6) * 20}px`,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: item.kind === 'key_result' ? 'action.hover' : undefined,
            }}
          >
            <Box sx={{ width: 32, flexShrink: 0 }}>
              {hasChildren && (
                <IconButton
                  size="small"
                  tabIndex={-1}
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation();
                    toggle(item.id);
                  }}
                >
                  {isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                </IconButton>
              )}
            </Box>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              {node ? (
                <>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Link
                      component={RouterLink}
                      to={goalPath(item.id)}
                      tabIndex={-1}
                      underline="hover"
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Link>
                    <GoalLevelChip level={node.level} />
                    {node.visibility === 'private' && <PrivateChip />}
                  </Stack>
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
                    <PersonAvatar name={node.owner.name} avatarUrl={node.owner.avatarUrl} size={20} />
                    <Typography variant="body2" color="text.secondary">
                      {node.owner.name}
                      {node.department ? ` · ${node.department.name}` : ''}
                    </Typography>
                  </Stack>
                </>
              ) : (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FlagOutlinedIcon fontSize="small" color="action" aria-hidden />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Typography>
                </Stack>
              )}
            </Box>
            {/* Under the title on a phone, lined up with it past the chevron. */}
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                justifyContent: { sm: 'flex-end' },
                flex: { xxs: '1 1 100%', sm: '0 1 300px' },
                pl: { xxs: 5, sm: 0 },
              }}
            >
              {node && <GoalStatusChip status={node.status} />}
              <Box sx={{ flex: { xxs: '1 1 180px', sm: '0 0 180px' }, minWidth: 140 }}>
                <GoalProgress
                  value={item.progress}
                  status={item.status}
                  label={`Progress of ${item.kind === 'key_result' ? 'key result ' : ''}${item.title}`}
                />
              </Box>
            </Stack>
          </Stack>
          {hasChildren && isOpen && (
            <Box component="ul" role="group" sx={{ p: 0, m: 0 }}>
              {renderItems(item.children, level + 1)}
            </Box>
          )}
        </Box>
      );
    });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setOpen(new Set(everyId()))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setOpen(new Set())}>
          Collapse all
        </Button>
      </Stack>
      <Box
        component="ul"
        role="tree"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{ p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1, borderBottom: 0 }}
      >
        {renderItems(roots, 1)}
      </Box>
    </Stack>
  );
}
