// A replica's snapshot of the response rates: what the latest pass started found, whatever order
// the passes end in.
import type { ResponseRate } from 'api-contract';
import { describe, expect, it } from 'vitest';
import { ResponseRates } from '../../src/applications/response-rate';

type Figures = Map<string, ResponseRate>;

/** A read whose answers the test hands out, pass by pass. */
function heldReads() {
  const waiting: ((figures: Figures) => void)[] = [];
  const read = () => new Promise<Figures>((resolve) => waiting.push(resolve));
  return { read, answer: (pass: number, figures: Figures) => waiting[pass]?.(figures) };
}

const NOW = new Date('2026-11-29T09:00:00.000Z');
const rate = (percent: number): ResponseRate => ({ percent, applications: 10 });

describe('the response-rate snapshot', () => {
  it('has no figure before its first pass, then the pass’s figures', async () => {
    const reads = heldReads();
    const rates = new ResponseRates(reads.read);
    expect(rates.of('employer-a')).toBeNull();
    const pass = rates.refresh(NOW);
    reads.answer(0, new Map([['employer-a', rate(80)]]));
    expect(await pass).toBe(1);
    expect(rates.of('employer-a')).toEqual(rate(80));
    expect(rates.of('employer-b')).toBeNull();
  });

  it('keeps a later pass’s figures when an earlier one ends after it', async () => {
    const reads = heldReads();
    const rates = new ResponseRates(reads.read);
    const earlier = rates.refresh(NOW);
    const later = rates.refresh(NOW);
    reads.answer(1, new Map([['employer-a', rate(90)]]));
    await later;
    reads.answer(0, new Map([['employer-a', rate(10)]]));
    await earlier;
    expect(rates.of('employer-a')).toEqual(rate(90));
  });
});
