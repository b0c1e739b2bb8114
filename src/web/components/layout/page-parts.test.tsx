import { act, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, PageFrameLive, PagePart, partsTakenOver, takeOverPage } from '@web/components/layout/page-parts';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

/** Code the server has, and the browser gets when the test says so, as a chunk fetched over the network. */
function codeOnDemand<T>(code: T) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    if (!onServer) await arrived;
    return code;
  });
  return { load, arrive };
}

let onServer = false;

/** The IntersectionObserver the browser would give, told by the test what is on screen. */
let observed: Array<{ element: Element; report: (ratio: number) => void }> = [];
class TestIntersectionObserver {
  private readonly mine: typeof observed = [];
  constructor(private readonly callback: (entries: Array<{ intersectionRatio: number }>) => void) {}
  observe(element: Element) {
    const watch = { element, report: (ratio: number) => this.callback([{ intersectionRatio: ratio }]) };
    this.mine.push(watch);
    observed.push(watch);
  }
  disconnect() {
    observed = observed.filter((watch) => !this.mine.includes(watch));
  }
}

let roots: Root[] = [];
let containers: HTMLElement[] = [];
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  observed = [];
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  containers.forEach((container) => container.remove());
  roots = [];
  containers = [];
  vi.unstubAllGlobals();
});

/** The server's HTML of `page`, in the document as a prerendered page is. */
function serverPage(page: React.ReactElement): HTMLElement {
  return inDocument(renderToString(page));
}

/** The server's HTML of `page` once every part's code has loaded (as entry-server.tsx renders), without a document. */
async function serverPageWithParts(page: React.ReactElement): Promise<HTMLElement> {
  onServer = true;
  vi.stubGlobal('document', undefined);
  let html: string;
  try {
    const { prelude } = await prerender(page);
    html = await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    onServer = false;
  }
  return inDocument(html);
}

function inDocument(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return container;
}

const waitForTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits, task after task, until `check` holds (at most a second), as the browser's work comes. */
async function eventually(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      check();
      return;
    } catch (error) {
      if (tries >= 50) throw error;
      await waitForTasks();
    }
  }
}

describe('a page taken over a part at a time', () => {
  const Page = () => (
    <>
      <h1>Page</h1>
      <PagePart>
        <Counter name="first" />
      </PagePart>
      <PagePart>
        <Counter name="second" />
      </PagePart>
      <PageFrameLive />
    </>
  );

  it('keeps the server’s elements, and a tap on a part not yet live is handled at once (React hydrates it first)', async () => {
    const container = serverPage(<Page />);
    const [first, second] = [...container.querySelectorAll('button')];
    expect([first!.textContent, second!.textContent]).toEqual(['first 0', 'second 0']);

    let done = false;
    takeOverPage(() => roots.push(hydrateRoot(container, <Page />))).then(() => (done = true));
    // Before React has had a task: the tap makes it take the part over, then it counts.
    act(() => second!.click());
    expect(second!.textContent).toBe('second 1');

    await waitForTasks();
    expect(done).toBe(true);
    act(() => first!.click());
    expect(first!.textContent).toBe('first 1');
    // The same elements: the server's, now the app's; nothing drawn twice.
    expect([...container.querySelectorAll('button')]).toEqual([first, second]);
  });
});

describe('a deferred part', () => {
  function pageWith(Part: ComponentType<{ name: string; fallback?: React.ReactNode }>) {
    return () => (
      <>
        <PagePart>
          <Counter name="top" />
        </PagePart>
        <Part name="below" fallback={<p>Loading</p>} />
        <PageFrameLive />
      </>
    );
  }

  it('keeps the server’s HTML, fetching its code only once half of it is on screen; a tap meanwhile is done once it is live', async () => {
    const { load, arrive } = codeOnDemand(Counter);
    const Page = pageWith(deferredPart('test-visible', load, 'visible'));
    const container = await serverPageWithParts(<Page />);
    load.mockClear();
    const button = [...container.querySelectorAll('button')].find((element) => element.textContent === 'below 0')!;

    let done = false;
    takeOverPage(() => roots.push(hydrateRoot(container, <Page />))).then(() => (done = true));
    await waitForTasks();
    // The rest of the page is the app's, and its taking over does not wait for a part nobody can see.
    expect(done).toBe(true);
    expect(load).not.toHaveBeenCalled();
    observed.at(-1)!.report(0.3);
    await waitForTasks();
    expect(load).not.toHaveBeenCalled();

    // A tap before its code is here: kept (React would drop it), and it brings the code.
    act(() => button.click());
    expect(button.textContent).toBe('below 0');
    await waitForTasks();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).not.toContain('Loading');

    let live = false;
    void partsTakenOver().then(() => (live = true));
    await waitForTasks();
    expect(live).toBe(false);
    arrive();
    await eventually(() => expect(button.textContent).toBe('below 1'));
    expect(live).toBe(true);
    expect([...container.querySelectorAll('button')]).toContain(button);
  });

  it('comes when on screen, or when the browser is idle for “visible-or-idle”', async () => {
    const seen = codeOnDemand(Counter);
    const SeenPage = pageWith(deferredPart('test-seen', seen.load, 'visible'));
    const seenPage = await serverPageWithParts(<SeenPage />);
    seen.load.mockClear();
    void takeOverPage(() => roots.push(hydrateRoot(seenPage, <SeenPage />)));
    await waitForTasks();
    act(() => observed.at(-1)!.report(0.6));
    seen.arrive();
    await waitForTasks();
    expect(seen.load).toHaveBeenCalledTimes(1);

    const idle = codeOnDemand(Counter);
    const IdlePage = pageWith(deferredPart('test-idle', idle.load, 'visible-or-idle'));
    const idlePage = await serverPageWithParts(<IdlePage />);
    idle.load.mockClear();
    void takeOverPage(() => roots.push(hydrateRoot(idlePage, <IdlePage />)));
    await eventually(() => expect(idle.load).toHaveBeenCalledTimes(1));
  });

  it('rendered by the app itself, shows its fallback and fetches its code at once', async () => {
    const { load, arrive } = codeOnDemand(Counter);
    const Page = pageWith(deferredPart('test-client', load, 'visible'));
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<Page />));
    expect(container.textContent).toContain('Loading');
    await waitForTasks();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await waitForTasks();
    expect(container.textContent).toContain('below 0');
  });
});
