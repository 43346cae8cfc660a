import { describe, expect, it } from 'vitest';
import { contractProblems } from './contract-check.js';

describe('contract check', () => {
  it('accepts a conforming body and names what a wrong one breaks', () => {
    expect(contractProblems('getHealth', 200, { result: 'success', status: 'ok' })).toEqual([]);
    const problems = contractProblems('getHealth', 200, { result: 'ok' });
    expect(problems.join('\n')).toMatch(/status/);
    expect(contractProblems('getHealth', 418, {})).toEqual(['getHealth has no 418 response in the contract']);
  });
});
