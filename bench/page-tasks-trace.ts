// Reads a Chromium trace of one page load (devtools.timeline events and the V8 sampler's ProfileChunk events)
// into the page's long main-thread tasks, each with the functions its CPU samples fell in. page-tasks.ts records
// the trace; this file only reads it.

export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** On Profile and ProfileChunk events: which thread's profile (each thread sampled has its own). */
  id?: string;
  args?: {
    data?: {
      url?: string;
      /** On navigationStart and the paint timings: which navigation they belong to. */
      navigationId?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface FunctionShare {
  /** `name file:line`, the file without its folder. */
  label: string;
  /** Share of the task's samples, 0 to 1. */
  share: number;
}

export interface LongTask {
  /** Milliseconds after the navigation started. */
  start: number;
  duration: number;
  /** The timeline's own steps inside the task that take a tenth of it or more: what kind of work it was. */
  steps: string[];
  /** Functions on the stack in the most samples (whatever they called included), largest first. */
  inclusive: FunctionShare[];
  /** Functions running themselves in the most samples, largest first. */
  self: FunctionShare[];
  samples: number;
}

export interface PageTasks {
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  tasks: LongTask[];
  /** Lighthouse's Total Blocking Time from these tasks: what each after the first paint lasts over 50 ms. */
  blockingTime: number;
  /**
   * All the main thread's tasks since the navigation started, long or short, added up: the work of the load as a
   * whole. Steadier than the blocking time from run to run, which jumps when a task crosses 50 ms, so the figure
   * to compare two builds by.
   */
  busyTime: number;
}

/** Timeline steps worth naming in a task's summary. */
const STEPS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'HandlePostMessage',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
]);
const BLOCKING_OVER_MS = 50;
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function labelOf(node: ProfileNode | undefined): string {
  if (!node) return '(unknown)';
  const { functionName, url, lineNumber } = node.callFrame;
  return url ? `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}` : functionName;
}

function topShares(counts: Map<string, number>, total: number, { functions, only }: ShareOptions): FunctionShare[] {
  return [...counts]
    .filter(([label]) => !only || only.test(label))
    .sort((a, b) => b[1] - a[1])
    .slice(0, functions)
    .map(([label, samples]) => ({ label, share: samples / total }));
}

export interface ShareOptions {
  /** How many functions to list a task. */
  functions: number;
  /** Only the functions whose label matches, e.g. components (`^[A-Z]`), to see which part of a render costs most. */
  only?: RegExp;
}

/** The page's tasks of at least `minimumMs`, found on the renderer thread that painted its first content. */
export function readPageTasks(
  events: readonly TraceEvent[],
  minimumMs: number,
  shares: ShareOptions = { functions: 12 },
): PageTasks {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint: the page drew nothing');
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
  // The navigation the paint belongs to (a new tab's blank page and the tab's iframes have their own).
  const navigationId = paint.args?.data?.navigationId;
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId)?.ts ??
    paint.ts;
  const since = (ts: number) => (ts - navigationStart) / 1000;
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && onMain(event)).at(-1);

  // The sampler reports from a thread of its own in the same process. A page's workers are sampled too, in
  // profiles of their own: only the chunks of the profile started on the main thread are the main thread's.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && onMain(event));
  let sampleTime = profile?.args?.data?.startTime;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== paint.pid || chunk.id !== profile?.id) continue;
    if (sampleTime === undefined) break;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      sampleTime! += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts: sampleTime!, node });
    });
  }

  const tasks: LongTask[] = [];
  let blockingTime = 0;
  const longTasks = events
    .filter((event) => event.name === 'RunTask' && onMain(event) && (event.dur ?? 0) >= minimumMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  for (const task of longTasks) {
    const end = task.ts + task.dur!;
    const duration = task.dur! / 1000;
    if (task.ts >= paint.ts) blockingTime += Math.max(0, duration - BLOCKING_OVER_MS);
    const steps = events
      .filter(
        (event) =>
          STEPS.has(event.name) &&
          onMain(event) &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          (event.dur ?? 0) >= task.dur! / 10,
      )
      .map((event) => {
        const url = event.args?.data?.url;
        return `${event.name}${url ? ` ${fileOf(url)}` : ''} ${((event.dur ?? 0) / 1000).toFixed(0)} ms`;
      });
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const sample of inTask) {
      const own = labelOf(nodes.get(sample.node));
      self.set(own, (self.get(own) ?? 0) + 1);
      const onStack = new Set<string>();
      for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
        const label = labelOf(node);
        if (label === '(root)' || onStack.has(label)) continue;
        onStack.add(label);
        inclusive.set(label, (inclusive.get(label) ?? 0) + 1);
      }
    }
    tasks.push({
      start: since(task.ts),
      duration,
      steps: steps.slice(0, 8),
      inclusive: topShares(inclusive, inTask.length, shares),
      self: topShares(self, inTask.length, shares),
      samples: inTask.length,
    });
  }
  const busyTime = events
    .filter((event) => event.name === 'RunTask' && onMain(event) && event.ts >= navigationStart)
    .reduce((total, task) => total + (task.dur ?? 0) / 1000, 0);
  return {
    firstContentfulPaint: since(paint.ts),
    largestContentfulPaint: lcp ? since(lcp.ts) : null,
    tasks,
    blockingTime,
    busyTime,
  };
}
