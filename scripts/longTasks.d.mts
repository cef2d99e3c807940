export const TRACE_CATEGORIES: string[];
export const LONG_TASK_MS: number;
export interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
export interface LongTask {
  /** Milliseconds from the first parse of the document's HTML. */
  start: number;
  duration: number;
  /** Where the task's CPU samples fell, most first, as shares of its samples. */
  where: { name: string; share: number }[];
  /** The browser's work in the task by trace event name (`Layout`, `ParseHTML`, …): self time in ms, most first. */
  work?: { name: string; ms: number }[];
}
export function frameNamer(fileFor: (url: string) => string | null): (callFrame: CallFrame) => string;
export function longTasksOf(traceEvents: unknown[], options: { documentUrl: string; nameFrame: (callFrame: CallFrame) => string; top?: number }): LongTask[];
export function formatLongTask(task: LongTask): string;
