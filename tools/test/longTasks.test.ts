import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatLongTask, frameNamer, LONG_TASK_MS, longTasksOf } from '../../scripts/longTasks.mjs';

/** A built file and its source map: line 1, column 0 comes from src/format.ts line 35; column 10 from react-dom. */
function builtFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'long-tasks-'));
  const file = path.join(dir, 'main.js');
  writeFileSync(file, 'aaaaaaaaaabbbbbbbbbb');
  // Segments [0, 0, 34, 0] and [10, 1, 1095, 0] (0-based lines), VLQ-encoded.
  writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: ['webpack://host/packages/market/src/format.ts', 'webpack://host/node_modules/react-dom/cjs/react-dom-client.production.js'], names: [], mappings: 'AAkCA,UCqiCA' }));
  return file;
}

const frame = (url: string, column: number, functionName = 'f') => ({ url, functionName, lineNumber: 0, columnNumber: column });

/** A trace: the document's first parse, tasks on its thread (and one on another), the sampling profile. */
function trace(samples: [number, number][]) {
  const main = { pid: 1, tid: 7 };
  return [
    { name: 'ParseHTML', ph: 'X', ...main, ts: 1_000_000, dur: 5_000, args: { beginData: { url: 'http://localhost:4700/q/search?q=sofa' } } },
    { name: 'RunTask', ph: 'X', ...main, ts: 2_000_000, dur: 120_000 },
    { name: 'RunTask', ph: 'X', ...main, ts: 3_000_000, dur: LONG_TASK_MS * 1000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 8, ts: 4_000_000, dur: 200_000 },
    { name: 'Profile', ph: 'P', ...main, id: '0x1', args: { data: { startTime: 2_000_000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ...main,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('http://localhost:4700/main.js', 0) },
              { id: 2, callFrame: frame('http://localhost:4700/main.js', 10) },
              { id: 3, callFrame: frame('', 0, '(program)') },
              { id: 4, callFrame: frame('', 0, '(idle)') },
            ],
            samples: samples.map(([, id]) => id),
          },
          timeDeltas: samples.map(([delta]) => delta),
        },
      },
    },
  ];
}

describe('bench:page --tasks: the long tasks of a load and where their time went', () => {
  const file = builtFile();
  const nameFrame = frameNamer((url) => (url.endsWith('/main.js') ? file : null));

  it('names a built frame by the source it was built from, other frames by their function', () => {
    expect(nameFrame(frame('http://localhost:4700/main.js', 0))).toBe('packages/market/src/format.ts:35');
    expect(nameFrame(frame('http://localhost:4700/main.js', 10))).toBe('nm:react-dom/cjs/react-dom-client.production.js:1096');
    expect(nameFrame(frame('http://localhost:4701/other.js', 0))).toBe('other.js:1');
    expect(nameFrame(frame('', 0, 'appendChild'))).toBe('appendChild');
  });

  it("lists the tasks over 50 ms on the document's thread, from its first parse, with the shares of their samples", () => {
    // Three samples in the long task (two in format.ts, one in react-dom), one idle, one after it.
    const tasks = longTasksOf(trace([[10_000, 1], [20_000, 1], [20_000, 2], [10_000, 4], [200_000, 3]]), { documentUrl: 'http://localhost:4700/q/search', nameFrame });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toEqual({
      start: 1000,
      duration: 120,
      where: [
        { name: 'packages/market/src/format.ts:35', share: 2 / 3 },
        { name: 'nm:react-dom/cjs/react-dom-client.production.js:1096', share: 1 / 3 },
      ],
      work: [{ name: '(unnamed)', ms: 120 }],
    });
    expect(formatLongTask(tasks[0]!)).toBe(
      '  1000 + 120 ms  packages/market/src/format.ts:35 67% | nm:react-dom/cjs/react-dom-client.production.js:1096 33%\n                browser: (unnamed) 120 ms',
    );
  });

  it("names the browser's own work in a task by its events' self time, begin/end pairs joined", () => {
    const main = { pid: 1, tid: 7 };
    const events = [
      ...trace([]),
      // In the 120 ms task from 2 s: a parse of 40 ms holding a style update of 15 ms, then a layout of 30 ms
      // (a begin/end pair), a paint of 2 ms, an event of another thread and one after the task.
      { name: 'ParseHTML', ph: 'X', ...main, ts: 2_010_000, dur: 40_000, args: { beginData: { url: 'http://localhost:4700/q/search?q=sofa' } } },
      { name: 'UpdateLayoutTree', ph: 'X', ...main, ts: 2_020_000, dur: 15_000 },
      { name: 'Layout', ph: 'B', ...main, ts: 2_060_000 },
      { name: 'Layout', ph: 'E', ...main, ts: 2_090_000 },
      { name: 'Paint', ph: 'X', ...main, ts: 2_095_000, dur: 2_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 8, ts: 2_030_000, dur: 50_000 },
      { name: 'Layout', ph: 'X', ...main, ts: 2_200_000, dur: 10_000 },
    ];
    const [task] = longTasksOf(events, { documentUrl: 'http://localhost:4700/q/search', nameFrame });
    // 120 ms less the 72 ms inside its outermost events: 48 ms the trace names nothing for.
    expect(task?.work).toEqual([
      { name: '(unnamed)', ms: 48 },
      { name: 'Layout', ms: 30 },
      { name: 'ParseHTML', ms: 25 },
      { name: 'UpdateLayoutTree', ms: 15 },
      { name: 'Paint', ms: 2 },
    ]);
    expect(formatLongTask(task!).split('\n')[1]).toBe('                browser: (unnamed) 48 | Layout 30 | ParseHTML 25 | UpdateLayoutTree 15 | Paint 2 ms');
  });

  it('a trace without the document gives no tasks', () => {
    expect(longTasksOf(trace([]), { documentUrl: 'http://localhost:4705/', nameFrame })).toEqual([]);
  });
});
