/**
 * The long tasks of a page load, each with where its time went: from a Chromium trace with CPU samples
 * (`TRACE_CATEGORIES`), read by `longTasksOf`. A sample in a built script is named by the source it was built
 * from (the file's source map beside it), so "react-dom 12% | webpack/bootstrap 43%" instead of
 * "5873.14a01e4540.js:9:47489". Used by `npm run bench:page -- --tasks`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** What the trace must record: tasks and their children, and the V8 sampling profiler's chunks. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'];

/** A task longer than this blocks input (the definition TBT uses). */
export const LONG_TASK_MS = 50;

/**
 * Names a sample's frame: a built file's frame by its source (`packages/market/src/format.ts:135`, a
 * package as `nm:react-dom/…:1096`), other frames by their function (`(program)`, `appendChild`).
 * `fileFor(url)` gives the built file a URL was served from, or null.
 */
export function frameNamer(fileFor) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = `${file}.map`;
      maps.set(file, existsSync(mapFile) ? new TraceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  return (callFrame) => {
    if (!callFrame.url) return callFrame.functionName || '(program)';
    const file = fileFor(callFrame.url);
    const map = file ? mapOf(file) : null;
    const short = callFrame.url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
    if (!map) return `${short}:${callFrame.lineNumber + 1}`;
    const position = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
    if (!position.source) return `${short}:${callFrame.lineNumber + 1}`;
    const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'nm:');
    return `${source}:${position.line}`;
  };
}

/**
 * The trace's long tasks on the main thread of the document `documentUrl` was loaded into (by its first
 * `ParseHTML`), in order: start (ms from that parse), duration, the `top` places its CPU samples fell in, as
 * shares of the task's samples, and the `top` kinds of the browser's work in it ({@link workOf}).
 */
export function longTasksOf(traceEvents, { documentUrl, nameFrame, top = 6 }) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(documentUrl));
  if (!parse) return [];
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
  // The sampling profile of that thread: its nodes, and each sample's time (deltas from the profile's start).
  const profile = traceEvents.find((e) => e.name === 'Profile' && onMain(e));
  const nodes = new Map();
  const samples = [];
  if (profile) {
    let time = profile.args.data.startTime;
    for (const chunk of traceEvents.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data.cpuProfile?.samples ?? []).forEach((id, i) => {
        time += data.timeDeltas[i] ?? 0;
        samples.push([time, id]);
      });
    }
  }
  const spans = spansOf(traceEvents.filter(onMain));
  return spans
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_MS * 1000)
    .map((task) => {
      const places = new Map();
      let count = 0;
      for (const [time, id] of samples) {
        if (time < task.ts || time > task.ts + task.dur) continue;
        const frame = nodes.get(id)?.callFrame;
        if (!frame || frame.functionName === '(idle)') continue;
        const name = nameFrame(frame);
        places.set(name, (places.get(name) ?? 0) + 1);
        count++;
      }
      const where = [...places]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, n]) => ({ name, share: n / count }));
      return { start: (task.ts - parse.ts) / 1000, duration: task.dur / 1000, where, work: workOf(task, spans, top) };
    });
}

/**
 * A thread's timed events as spans `{ name, ts, dur }`, in order of start (the longer first where two start
 * together, so a parent comes before its children): complete events (`X`) as they are, begin/end pairs
 * (`B`/`E`) joined.
 */
function spansOf(events) {
  const spans = [];
  const open = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && typeof e.dur === 'number') spans.push({ name: e.name, ts: e.ts, dur: e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, ts: begin.ts, dur: e.ts - begin.ts });
    }
  }
  return spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * What the browser did in `task`, by the trace's names for it (`ParseHTML`, `UpdateLayoutTree` for style,
 * `Layout`, `Paint`, `EvaluateScript`, `FunctionCall`, …): each event's self time (its time less its children's),
 * the `top` names with the most, in ms, with `(unnamed)` for the task's time outside them all. Where the CPU
 * samples say only `(program)` (the browser's own C++), this says which of its work it was.
 */
function workOf(task, spans, top) {
  const end = task.ts + task.dur;
  const entries = [];
  const stack = [];
  for (const span of spans) {
    // Spans come in order of start: none after this one starts inside the task.
    if (span.ts >= end) break;
    if (span.ts < task.ts || span.ts + span.dur > end || span === task) continue;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const entry = { name: span.name, ts: span.ts, dur: span.dur, self: span.dur, depth: stack.length };
    const parent = stack.at(-1);
    if (parent) parent.self -= span.dur;
    stack.push(entry);
    entries.push(entry);
  }
  const byName = new Map();
  for (const entry of entries) byName.set(entry.name, (byName.get(entry.name) ?? 0) + Math.max(0, entry.self) / 1000);
  // The task's own time outside every event in it: work the traced categories do not name (an image's decoding, …).
  const named = entries.filter((entry) => entry.depth === 0).reduce((sum, entry) => sum + entry.dur, 0);
  byName.set('(unnamed)', Math.max(0, task.dur - named) / 1000);
  return [...byName]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms }));
}

/**
 * Two lines per task: where its samples fell, `3436 +187 ms  appendChild 12% | webpack/runtime/jsonp chunk
 * loading:10 8% | …`, and below it the browser's work, `browser: Layout 76 | Paint 29 | UpdateLayoutTree 18 ms`.
 */
export function formatLongTask({ start, duration, where, work = [] }) {
  const places = where.map(({ name, share }) => `${name} ${(share * 100).toFixed(0)}%`).join(' | ');
  const head = `${start.toFixed(0).padStart(6)} +${duration.toFixed(0).padStart(4)} ms  ${places || '(no samples)'}`;
  return work.length ? `${head}\n${' '.repeat(16)}browser: ${work.map(({ name, ms }) => `${name} ${ms.toFixed(0)}`).join(' | ')} ms` : head;
}
