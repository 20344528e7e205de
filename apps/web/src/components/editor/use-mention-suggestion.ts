import { useCallback, useMemo, useRef, useState } from 'react';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import type { MentionItem } from './mention-markup';

interface OpenSuggestion {
  items: MentionItem[];
  highlighted: number;
  command: (item: MentionItem) => void;
  clientRect: (() => DOMRect | null) | null | undefined;
}

/**
 * Bridges tiptap's suggestion lifecycle (plain callbacks created once with the editor) to React
 * state, so the list is an ordinary component. Keys go through a ref to reach the newest state.
 */
export function useMentionSuggestion() {
  const [open, setOpen] = useState<OpenSuggestion | null>(null);
  const openRef = useRef<OpenSuggestion | null>(null);
  const update = useCallback((next: OpenSuggestion | null) => {
    openRef.current = next;
    setOpen(next);
  }, []);

  const render = useMemo<NonNullable<SuggestionOptions<MentionItem, MentionNodeAttrs>['render']>>(
    () => () => {
      const show = (props: SuggestionProps<MentionItem, MentionNodeAttrs>, highlighted: number) =>
        update({
          items: props.items,
          highlighted: Math.min(highlighted, Math.max(props.items.length - 1, 0)),
          command: (item) => props.command({ id: item.id ?? null, label: item.display }),
          clientRect: props.clientRect,
        });
      return {
        onStart: (props) => show(props, 0),
        onUpdate: (props) => show(props, openRef.current?.highlighted ?? 0),
        onExit: () => update(null),
        onKeyDown: ({ event }) => {
          const current = openRef.current;
          if (!current) return false;
          if (event.key === 'Escape') {
            update(null);
            return true;
          }
          const count = current.items.length;
          if (count === 0) return false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            update({ ...current, highlighted: (current.highlighted + step + count) % count });
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            current.command(current.items[current.highlighted]!);
            return true;
          }
          return false;
        },
      };
    },
    [update],
  );

  const pick = useCallback((item: MentionItem) => openRef.current?.command(item), []);
  return { open, render, pick };
}
