import type { BoardCard, BoardStage, JobBoard } from '../api/job-board-api';
import type { JobPipeline } from '../api/job-pipeline-api';

export const BOARD_SORTS = ['days', 'name', 'applied'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_LABELS: Record<BoardSort, string> = {
  days: 'Days in stage',
  name: 'Name',
  applied: 'Applied date',
};

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Longest in the stage first (the server's order), A to Z, or the newest applicant first. */
export function sortCards(cards: readonly BoardCard[], sort: BoardSort): BoardCard[] {
  const sorted = [...cards];
  if (sort === 'days') sorted.sort((a, b) => byText(a.stageEnteredAt, b.stageEnteredAt));
  if (sort === 'name') sorted.sort((a, b) => byText(a.name, b.name));
  if (sort === 'applied') sorted.sort((a, b) => byText(b.appliedAt, a.appliedAt));
  return sorted;
}

/** The stage before (-1) or after (+1) this one, or undefined at either end. */
export function stageBeside(stages: readonly BoardStage[], stageId: string, step: -1 | 1) {
  const index = stages.findIndex((stage) => stage.id === stageId);
  return index < 0 ? undefined : stages[index + step];
}

/**
 * The board as it will be once the move lands, drawn before the server answers. What the card
 * waits for depends on the new stage, so it is left blank until the board is read again.
 */
export function moveCardOnBoard(
  board: JobBoard,
  applicationId: string,
  toStageId: string,
  now: string = new Date().toISOString(),
): void {
  const from = board.stages.find((stage) => stage.cards.some((card) => card.applicationId === applicationId));
  const to = board.stages.find((stage) => stage.id === toStageId);
  if (!from || !to || from === to) return;
  const card = from.cards.find((item) => item.applicationId === applicationId)!;
  from.cards = from.cards.filter((item) => item !== card);
  from.total -= 1;
  to.cards.push({ ...card, stageEnteredAt: now, waiting: null });
  to.total += 1;
}

/** The stage bars' counts as they will be once the move lands. */
export function shiftPipelineCount(pipeline: JobPipeline, fromStageId: string, toStageId: string): void {
  const from = pipeline.stages.find((stage) => stage.id === fromStageId);
  const to = pipeline.stages.find((stage) => stage.id === toStageId);
  if (!from || !to) return;
  from.active = Math.max(0, from.active - 1);
  to.active += 1;
}
