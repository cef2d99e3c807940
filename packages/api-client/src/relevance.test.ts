import { dcgAt, idealFrom, judgedGradesOf, judgedNdcgAt, ndcgAt, reciprocalRank, type Grade } from './index';

describe('ranking metrics', () => {
  it('DCG uses gain 2^grade − 1 and a log2(rank + 1) discount', () => {
    // rank 1: (2^3 − 1) / log2 2 = 7; rank 2: (2^2 − 1) / log2 3; rank 3: (2^1 − 1) / log2 4 = 0.5
    expect(dcgAt([3, 2, 1])).toBeCloseTo(7 + 3 / Math.log2(3) + 0.5, 10);
    expect(dcgAt([0, 0, 3])).toBeCloseTo(7 / 2, 10);
  });

  it('DCG@k ignores results below rank k', () => {
    expect(dcgAt([0, 3], 1)).toBe(0);
  });

  it('nDCG@10 is 1 for the ideal order, less for a worse one, 0 when nothing relevant comes', () => {
    expect(ndcgAt([3, 3, 2], [3, 3, 2])).toBe(1);
    expect(ndcgAt([2, 3, 3], [3, 3, 2])).toBeLessThan(1);
    expect(ndcgAt([0, 0], [3, 3])).toBe(0);
    expect(ndcgAt([], [3])).toBe(0);
  });

  it('the ideal ranking sorts the grades given best first and cuts to k', () => {
    expect(idealFrom([1, 3, 0, 2], 3)).toEqual([3, 2, 1]);
  });

  it('MRR counts the first result graded 2 or better', () => {
    expect(reciprocalRank([0, 1, 2, 3])).toBeCloseTo(1 / 3);
    expect(reciprocalRank([1, 1])).toBe(0);
  });
});

describe('nDCG of a ranking judged by hand (the judging tool)', () => {
  const given: Record<string, Grade> = { a: 3, b: 1, c: 2 };

  it('is 1 when the ranking puts the graded results in the order of their grades', () => {
    expect(judgedNdcgAt(['a', 'c', 'b'], given)).toBe(1);
  });

  it('gain 2^grade − 1, log2 discount, ideal from the grades given: the exact figure', () => {
    // ranking b, a, x: 1/log2 2 + 7/log2 3 + 0; ideal 3, 2, 1: 7 + 3/log2 3 + 1/2
    const expected = (1 + 7 / Math.log2(3)) / (7 + 3 / Math.log2(3) + 0.5);
    expect(judgedNdcgAt(['b', 'a', 'x'], given)).toBeCloseTo(expected, 10);
  });

  it("counts an ungraded result as 0, also one whose id is a name every object has (constructor, toString)", () => {
    expect(judgedNdcgAt(['constructor', 'toString', 'a'], { a: 3 })).toBeCloseTo(7 / 2 / 7, 10);
  });

  it('counts an ungraded result as 0', () => {
    expect(judgedNdcgAt(['x', 'a'], { a: 3 })).toBeCloseTo(7 / Math.log2(3) / 7, 10);
  });

  it('builds the ideal from all grades given, also those of results this ranking lacks', () => {
    // the other side found c (grade 2); this side did not: below 1 although its own order is perfect
    expect(judgedNdcgAt(['a', 'b'], given)).toBeCloseTo((7 + 1 / Math.log2(3)) / (7 + 3 / Math.log2(3) + 0.5), 10);
  });

  it('looks at the top 10 only', () => {
    const ranking = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10', 'a'];
    expect(judgedNdcgAt(ranking, { a: 3 })).toBe(0);
  });

  it('is not defined (null) while no grade above 0 was given', () => {
    expect(judgedNdcgAt(['a'], {})).toBeNull();
    expect(judgedNdcgAt(['a'], { a: 0 })).toBeNull();
  });
});

describe('judged grades in an evaluation answer', () => {
  it('reads xPayload.judgments and drops what is not a grade 0–3', () => {
    // JSON, as an answer comes: its "__proto__" is a key of its own (in an object literal it would set the prototype).
    const grades: unknown = JSON.parse('{"p1": 3, "p2": 0, "p3": 7, "p4": "2", "__proto__": 1}');
    const xPayload = { judgments: { queryId: 'en-001', grades } };
    const judged = judgedGradesOf({ xPayload });
    expect(judged).toEqual({ queryId: 'en-001', grades: { p1: 3, p2: 0 } });
    expect(Object.getPrototypeOf(judged?.grades)).toBe(Object.prototype);
  });

  it('is null when the answer carries no judgments or a malformed query id', () => {
    expect(judgedGradesOf({})).toBeNull();
    expect(judgedGradesOf({ xPayload: { judgments: { queryId: '<x>', grades: {} } } })).toBeNull();
    expect(judgedGradesOf({ xPayload: { judgments: [] } })).toBeNull();
  });
});
