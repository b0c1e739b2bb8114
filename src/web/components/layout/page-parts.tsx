import { lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * How a page the server rendered (D25) becomes the app's, a part at a time, with React's
 * own mechanism (ADR 0021).
 *
 * Each part is a Suspense boundary. React hydrates the page's frame first and each
 * boundary of the server's HTML afterwards, on its own and at low priority, yielding to
 * the browser between pieces of work, so a phone can answer while the page is taken over;
 * a tap on a part not hydrated yet makes React hydrate that part first and then handle the
 * tap. A deferred part (`deferredPart`: the carousel, the sign-up form) fetches its code
 * only once it is on screen (or the browser is idle), keeping the server's HTML meanwhile;
 * a tap on one of its buttons before it is live is kept and done once it is.
 */

/** Parts of the server's HTML that are not the app's yet. */
const pending = new Set<object>();
const live = new WeakSet<object>();
let frameLive = false;
let waiting: Array<() => void> = [];
let takingOver = false;

/** Checks, once the commit in progress has run all its effects, whether every part is live. */
function settle(): void {
  queueMicrotask(() => {
    if (!frameLive || pending.size > 0) return;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  });
}

function markLive(part: object): void {
  live.add(part);
  pending.delete(part);
  settle();
}

/** Rendered inside a part's boundary: its layout effect runs when React commits the part. */
function Live({ part }: { part: object }) {
  useLayoutEffect(() => markLive(part), [part]);
  return null;
}

/**
 * Rendered once, beside the app at its root: its layout effect runs when React has taken
 * over the page's frame (everything outside the parts).
 */
export function PageFrameLive() {
  useLayoutEffect(() => {
    frameLive = true;
    settle();
  }, []);
  return null;
}

/** Tells the parts that the page in the document is the server's, being taken over. */
export function takeOverPage(hydrate: () => void): Promise<void> {
  takingOver = true;
  frameLive = false;
  hydrate();
  return partsTakenOver().then(() => {
    takingOver = false;
  });
}

/** Settles once the frame and every part due are the app's (a deferred part is due once it is on its way). */
export function partsTakenOver(): Promise<void> {
  const done = new Promise<void>((resolve) => waiting.push(resolve));
  settle();
  return done;
}

function usePart(counted: boolean): object {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    if (counted && !live.has(part)) pending.add(part);
    return () => {
      pending.delete(part);
      settle();
    };
  }, [part, counted]);
  return part;
}

/**
 * A part of the page React takes over on its own (above). `fallback` shows where the app
 * itself renders the part and its code or data is still on its way, never over the
 * server's HTML.
 */
export function PagePart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const part = usePart(true);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Live part={part} />
    </Suspense>
  );
}

/** When a deferred part of a page being taken over fetches its code. */
export type DeferredUntil = 'visible' | 'visible-or-idle';

interface DeferredState {
  part: object | undefined;
  /** Fetches the part's code: counted as due once its element is there (it is when the part is tapped). */
  begin: () => void;
  start: () => void;
  started: Promise<void>;
  /** Button taps kept before the part was live, done once it is. */
  kept: Element[];
}

const deferred = new Map<string, DeferredState>();

/** What a deferred part's code is wrapped in once it comes, when the page is not the whole app's yet. */
type PartFrame = ComponentType<{ children: ReactNode }>;
let partFrame: (() => Promise<PartFrame>) | undefined;

/**
 * Set by the home page's light shell (app/shell), which takes the page over without the
 * query client: a deferred part, which may read and change data, brings its own with its code.
 */
export function frameDeferredParts(load: () => Promise<PartFrame>): void {
  partFrame = load;
}
/** Buttons, as the boot script keeps them (page-boot.ts): a link works without the app. */
const TAPPABLE = 'button, [role="button"], input[type="submit"]';
const PART_ATTRIBUTE = 'data-deferred-part';

function deferredState(name: string): DeferredState {
  let state = deferred.get(name);
  if (!state) {
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    state = { part: undefined, begin: start, start, started, kept: [] };
    deferred.set(name, state);
  }
  return state;
}

// Before React's own listener (on the root), a tap on a deferred part's button that is
// not live yet is kept, and brings its code; React would drop it.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
      const name = target?.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE);
      const state = name ? deferred.get(name) : undefined;
      if (!target || !state || (state.part && live.has(state.part))) return;
      event.preventDefault();
      event.stopPropagation();
      if (!state.kept.includes(target)) state.kept.push(target);
      state.begin();
    },
    true,
  );
}

/** Starts `start` once `element` is at least half on screen (or at once without IntersectionObserver). */
function whenVisible(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.intersectionRatio >= 0.5)) start();
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(start, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

/**
 * A part whose code is fetched on its own, once needed: on a page being taken over, when
 * at least half of it is on screen (and for 'visible-or-idle' also when the browser is
 * idle); elsewhere at once, showing `fallback` meanwhile. `name` is unique on a page; its
 * element (a block around the part) is where it watches for visibility and taps.
 */
export function deferredPart<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>, until: DeferredUntil) {
  const state = deferredState(name);
  // The server renders every part at once; the browser's waits for the part to be due.
  const OnServer = lazy(async () => ({ default: await load() }));
  const InBrowser = lazy(async () => {
    await state.started;
    const [Part, Frame] = await Promise.all([load(), partFrame?.()]);
    if (!Frame) return { default: Part };
    return { default: (props: Props) => <Frame><Part {...props} /></Frame> };
  });

  function KeptTaps() {
    useLayoutEffect(() => {
      const kept = state.kept.splice(0);
      // A task later, once React has attached the part's handlers.
      if (kept.length > 0) setTimeout(() => kept.forEach((target) => target.isConnected && (target as HTMLElement).click()));
    }, []);
    return null;
  }

  return function DeferredPart({ fallback = null, className, ...props }: Props & { fallback?: ReactNode; className?: string }) {
    const element = useRef<HTMLDivElement>(null);
    const part = usePart(false);
    const Code = typeof document === 'undefined' ? OnServer : InBrowser;
    useLayoutEffect(() => {
      state.part = part;
      const begin = () => {
        if (!live.has(part)) pending.add(part);
        state.start();
      };
      state.begin = begin;
      if (!takingOver || !element.current) {
        begin();
        return;
      }
      const stops = [whenVisible(element.current, begin), ...(until === 'visible-or-idle' ? [whenIdle(begin)] : [])];
      void state.started.then(() => stops.forEach((stop) => stop()));
      return () => stops.forEach((stop) => stop());
    }, [part]);
    return (
      <div ref={element} className={className} {...{ [PART_ATTRIBUTE]: name }}>
        <Suspense fallback={fallback}>
          <Code {...(props as unknown as Props)} />
          <Live part={part} />
          <KeptTaps />
        </Suspense>
      </div>
    );
  };
}
