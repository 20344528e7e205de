import { describe, expect, it } from 'vitest';
import type { BoardCard, JobBoard } from '../api/job-board-api';
import type { JobPipeline } from '../api/job-pipeline-api';
import { moveCardOnBoard, shiftPipelineCount, sortCards, stageBeside } from './board-cards';

const card = (name: string, stageEnteredAt: string, appliedAt: string): BoardCard => ({
  applicationId: `app-${name}`,
  candidateId: `cand-${name}`,
  name,
  title: '',
  company: '',
  source: '',
  appliedAt,
  stageEnteredAt,
  waiting: { what: 'Review the application', on: 'Amelia Hart' },
  tags: [],
});

const bea = card('bea Young', '2026-01-03T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
const al = card('Al Zed', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
const cy = card('Cy Ames', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z');

describe('sortCards', () => {
  it('puts the longest in the stage first, names A to Z whatever their case, or the newest applicant first', () => {
    const names = (cards: BoardCard[]) => cards.map((item) => item.name);
    expect(names(sortCards([bea, al, cy], 'days'))).toEqual(['Al Zed', 'Cy Ames', 'bea Young']);
    expect(names(sortCards([bea, al, cy], 'name'))).toEqual(['Al Zed', 'bea Young', 'Cy Ames']);
    expect(names(sortCards([bea, al, cy], 'applied'))).toEqual(['Cy Ames', 'Al Zed', 'bea Young']);
  });
});

const board = (): JobBoard => ({
  job: { id: 'job', name: 'Job', status: 'open' },
  stages: [
    { id: 's1', name: 'Review', kind: 'application_review', total: 2, cards: [al, cy] },
    { id: 's2', name: 'Screen', kind: 'interview', total: 0, cards: [] },
  ],
});

describe('stageBeside', () => {
  it('finds the next and previous stage, and nothing past either end', () => {
    const { stages } = board();
    expect(stageBeside(stages, 's1', 1)?.id).toBe('s2');
    expect(stageBeside(stages, 's2', -1)?.id).toBe('s1');
    expect(stageBeside(stages, 's1', -1)).toBeUndefined();
    expect(stageBeside(stages, 's2', 1)).toBeUndefined();
  });
});

describe('moveCardOnBoard', () => {
  it('takes the card out of its stage into the other, entered now, with both totals updated', () => {
    const draft = board();
    moveCardOnBoard(draft, al.applicationId, 's2', '2026-02-01T00:00:00.000Z');
    expect(draft.stages[0]!.cards.map((item) => item.name)).toEqual(['Cy Ames']);
    expect(draft.stages[0]!.total).toBe(1);
    expect(draft.stages[1]!.cards).toEqual([
      { ...al, stageEnteredAt: '2026-02-01T00:00:00.000Z', waiting: null },
    ]);
    expect(draft.stages[1]!.total).toBe(1);
  });

  it('leaves the board alone for a card it does not show or a stage it does not have', () => {
    const draft = board();
    moveCardOnBoard(draft, 'elsewhere', 's2');
    moveCardOnBoard(draft, al.applicationId, 'nowhere');
    expect(draft).toEqual(board());
  });
});

describe('shiftPipelineCount', () => {
  it('moves one active candidate from a bar to another', () => {
    const pipeline: JobPipeline = {
      stages: [
        { id: 's1', name: 'Review', kind: 'application_review', position: 0, active: 2 },
        { id: 's2', name: 'Screen', kind: 'interview', position: 1, active: 0 },
      ],
      totals: { active: 2, rejected: 0, hired: 0 },
    };
    shiftPipelineCount(pipeline, 's1', 's2');
    expect(pipeline.stages.map((stage) => stage.active)).toEqual([1, 1]);
    expect(pipeline.totals.active).toBe(2);
  });
});
