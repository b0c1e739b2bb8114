import { lazy, Suspense, useState } from 'react';
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { HydrateApart, partsTakenOver, takenOverAfter } from '@web/components/layout/hydrate-apart';
import { whileHydrating } from '@web/lib/prerendered';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
    </section>
  );
}

function Page() {
  return (
    <>
      <h1>Page</h1>
      <HydrateApart>
        <Counter name="first" />
      </HydrateApart>
      <HydrateApart>
        <Counter name="second" />
      </HydrateApart>
    </>
  );
}

/** A task later (Preact's own re-render comes in a microtask). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('HydrateApart', () => {
  it('takes each part of the server’s HTML over in a task of its own, keeping its elements', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const [first, second] = [...root.querySelectorAll('button')];
    expect(root.innerHTML).toBe('<h1>Page</h1><section><button type="button">first 0</button></section><section><button type="button">second 0</button></section>');

    whileHydrating(() => hydrate(<Page />, root));
    // Nothing is live yet, and nothing was drawn again.
    first!.click();
    second!.click();
    await Promise.resolve();
    expect([first!.textContent, second!.textContent]).toEqual(['first 0', 'second 0']);

    // Task by task, which parts answer a click: the first part comes alive a task before the second.
    const live: string[] = [];
    for (let task = 0; task < 5 && live.at(-1) !== 'first second'; task++) {
      await nextTask();
      const before = [first!.textContent, second!.textContent];
      first!.click();
      second!.click();
      await Promise.resolve();
      live.push([first!.textContent !== before[0] && 'first', second!.textContent !== before[1] && 'second'].filter(Boolean).join(' '));
    }
    expect(live.filter((parts, index) => parts !== '' && parts !== live[index - 1])).toEqual(['first', 'first second']);

    await partsTakenOver();
    // The same elements, once each: the server's, now the app's.
    expect([...root.querySelectorAll('button')]).toEqual([first, second]);
    root.remove();
  });

  it('is not done before a lazy part whose code it was told of (takenOverAfter) answers', async () => {
    let codeArrives!: () => void;
    const code = new Promise<{ default: typeof Counter }>((resolve) => (codeArrives = () => resolve({ default: Counter })));
    const LazyCounter = lazy(() => takenOverAfter(code));
    const LazyPage = () => (
      <HydrateApart>
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <LazyCounter name="late" />
          </Suspense>
        </main>
      </HydrateApart>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <main>
        <Counter name="late" />
      </main>,
    );
    document.body.append(root);
    const button = root.querySelector('button')!;

    whileHydrating(() => hydrate(<LazyPage />, root));
    let done = false;
    void partsTakenOver().then(() => (done = true));
    for (let task = 0; task < 5; task++) await nextTask();
    expect(done).toBe(false);
    // The server's HTML is kept meanwhile, not the fallback.
    expect(root.querySelector('button')).toBe(button);

    codeArrives();
    await partsTakenOver();
    expect(done).toBe(true);
    button.click();
    await Promise.resolve();
    expect(button.textContent).toBe('late 1');
    root.remove();
  });

  it('renders at once where there is nothing to take over', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const { render } = await import('preact');
    render(<Page />, root);
    expect(root.querySelectorAll('button')).toHaveLength(2);
    root.remove();
  });
});
