import { expect, it } from 'vitest';
import { describeImport, type ProductImport } from './import-state.js';

const base: ProductImport = {
  id: 7,
  status: 'running',
  started_at: '2026-11-28T10:00:00.000Z',
  finished_at: null,
  staff_name: 'Shop Owner',
  lines: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  reason: null,
};

it('words each state of an import: running, done with its counts, failed with the reason', () => {
  expect(describeImport(base)).toEqual({
    state: 'Running',
    detail: 'Its lines are written together when it ends; nothing of it is on the shop yet.',
  });
  expect(
    describeImport({
      ...base,
      status: 'done',
      finished_at: '2026-11-28T10:00:05.000Z',
      lines: 1200,
      created: 1000,
      updated: 150,
      unchanged: 49,
      refused: 1,
    }),
  ).toEqual({ state: 'Done', detail: '1,200 lines: 1,000 created, 150 updated, 49 unchanged, 1 refused.' });
  expect(
    describeImport({
      ...base,
      status: 'failed',
      reason: 'The server stopped during the import; nothing of it was imported.',
    }),
  ).toEqual({
    state: 'Failed: nothing imported',
    detail: 'The server stopped during the import; nothing of it was imported.',
  });
  expect(describeImport({ ...base, status: 'failed' }).detail).toBe(
    'The import failed; nothing of it was imported.',
  );
});
