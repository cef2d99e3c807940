/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useFocusKeeper } from './focusKeeper';

function Listing({ keys, settled = true, generation = 0 }: { keys: string[]; settled?: boolean; generation?: number }) {
  useFocusKeeper(() => document.getElementById('count'), settled);
  return (
    <div>
      <p id="count" tabIndex={-1}>
        12 products
      </p>
      {keys.map((key) => (
        // A new element per render, as a re-rendered list with changing keys gives.
        <button key={`${key}-${generation}`} type="button" data-focus-key={key}>
          {key}
        </button>
      ))}
    </div>
  );
}

/** A React root in a widget's shadow root, as `<shop-filters>` renders on a storefront's page. */
function inShadowRoot() {
  const host = document.createElement('shop-filters');
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.appendChild(mount);
  const root = createRoot(mount);
  return {
    shadow,
    render: (element: ReactElement) => act(() => root.render(element)),
    done: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('focus keeper (issue 12: focus never falls to <body> after a filter action)', () => {
  it('hands focus to the control with the same key when the focused one was replaced', () => {
    const { rerender, container } = render(<Listing keys={['a', 'b']} />);
    const b = container.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    b.focus();
    rerender(<Listing keys={['a', 'b']} generation={1} />);
    const successor = container.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    expect(successor).not.toBe(b);
    expect(document.activeElement).toBe(successor);
  });

  it('hands focus to the fallback when the control is gone for good, once the results are in', () => {
    const { rerender, container } = render(<Listing keys={['chip']} />);
    container.querySelector<HTMLElement>('[data-focus-key="chip"]')!.focus();
    rerender(<Listing keys={[]} settled={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Listing keys={[]} settled />);
    expect(document.activeElement).toBe(container.querySelector('#count'));
  });

  it('leaves focus alone when it is still in the document', () => {
    const { rerender, container } = render(<Listing keys={['a']} />);
    const count = container.querySelector<HTMLElement>('#count')!;
    count.focus();
    rerender(<Listing keys={['a']} />);
    expect(document.activeElement).toBe(count);
  });

  it('works in a widget\'s shadow root: the replaced control\'s successor there takes focus (the event reaches the document retargeted to the host)', () => {
    const { shadow, render: show, done } = inShadowRoot();
    show(<Listing keys={['a', 'b']} />);
    const b = shadow.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    act(() => b.focus());
    expect(shadow.activeElement).toBe(b);
    show(<Listing keys={['a', 'b']} generation={1} />);
    const successor = shadow.querySelector<HTMLElement>('[data-focus-key="b"]')!;
    expect(successor).not.toBe(b);
    expect(shadow.activeElement).toBe(successor);
    done();
  });

  it('gives focus back to a control the commit moved, in a widget\'s shadow root (React restores it only in the document)', () => {
    const { shadow, render: show, done } = inShadowRoot();
    show(<Listing keys={['a', 'b']} />);
    const a = shadow.querySelector<HTMLElement>('[data-focus-key="a"]')!;
    // Focus comes in from the page, then moves inside the shadow root (that focusin stops at the root).
    act(() => shadow.querySelector<HTMLElement>('[data-focus-key="b"]')!.focus());
    act(() => a.focus());
    // A selected value goes to the end of its facet: the same element, moved.
    show(<Listing keys={['b', 'a']} />);
    expect(shadow.querySelector('[data-focus-key="a"]')).toBe(a);
    expect(shadow.activeElement).toBe(a);
    done();
  });

  it('leaves focus where a press put it: after a press on the page background, no control takes it back', () => {
    const { rerender, container } = render(<Listing keys={['a', 'b']} />);
    const a = container.querySelector<HTMLElement>('[data-focus-key="a"]')!;
    a.focus();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    a.blur();
    rerender(<Listing keys={['b', 'a']} />);
    expect(document.activeElement).toBe(document.body);
  });
});
