import { describe, expect, it } from 'vitest';
import type { Plan, Skeleton } from './plan.js';
import {
  chunkCount,
  chunkWorks,
  prepareGeneration,
  prepareGenerationSplit,
  shareCitations,
  sharePlan,
  shareSkeleton,
  type CitationsAndImpact,
} from './prepare.js';

// With a helper thread, the main thread makes the plan and the helper the citation graph from
// its skeleton, each handing its result to the other (prepareGenerationSplit): both must draw
// the very works one thread draws alone.

const N = 5000;

function allWorks(p: ReturnType<typeof prepareGeneration>): string[] {
  const out: string[] = [];
  for (let c = 0; c < chunkCount(N); c++) for (const b of chunkWorks(p, c)) out.push(...b.json, ...b.derived);
  return out;
}

describe('prepareGenerationSplit', () => {
  it('draws the same works in both threads as one thread alone', async () => {
    const alone = prepareGeneration(3, N, 2025);
    let handSkeleton: (skeleton: Skeleton) => void = () => undefined;
    const skeletonGiven = new Promise<Skeleton>((resolve) => (handSkeleton = resolve));
    let handPlan: (plan: Plan) => void = () => undefined;
    const planGiven = new Promise<Plan>((resolve) => (handPlan = resolve));
    let handCitations: (c: CitationsAndImpact) => void = () => undefined;
    const citationsGiven = new Promise<CitationsAndImpact>((resolve) => (handCitations = resolve));
    const [main, helper] = await Promise.all([
      prepareGenerationSplit(3, N, 2025, {
        shareSkeleton: (skeleton) => {
          const shared = shareSkeleton(skeleton);
          handSkeleton(shared);
          return shared;
        },
        sharePlan: (plan) => {
          const shared = sharePlan(plan);
          handPlan(shared);
          return shared;
        },
        citations: () => citationsGiven,
      }),
      prepareGenerationSplit(3, N, 2025, {
        skeleton: () => skeletonGiven,
        plan: () => planGiven,
        shareCitations: (made) => {
          const shared = shareCitations(made);
          handCitations(shared);
          return shared;
        },
      }),
    ]);
    expect(main.plan.day.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(helper.plan).toBe(main.plan);
    expect(main.plan.topic.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(main.cites.refs.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(main.cites).toBe(helper.cites);
    expect(main.used).toEqual(alone.used);
    const works = allWorks(alone);
    expect(allWorks(main)).toEqual(works);
    expect(allWorks(helper)).toEqual(works);
  });
});
